import CFuzzSupport
import Foundation
import FuzzTargets

// libFuzzer's entry points. The fuzzer sanitizer links libFuzzer's `main`, which parses its
// options, calls `LLVMFuzzerInitialize` once, then `LLVMFuzzerTestOneInput` for every input
// (and `LLVMFuzzerCustomMutator` to make the next one). The target is named by the
// FUZZ_TARGET environment variable: png, sidecar, manifest or text (scripts/fuzz sets it).

/// The target this process fuzzes, set once before the first input.
nonisolated(unsafe) private var target = FuzzTarget.png

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
    guard let chosen = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("error: set FUZZ_TARGET to one of \(names) (got \"\(name)\"); scripts/fuzz does.\n".utf8))
        exit(2)
    }
    target = chosen
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let problems = MainActor.assumeIsolated { target.run(data) }
    guard problems.isEmpty else {
        // A broken property is a finding as a crash is: libFuzzer keeps the input.
        FileHandle.standardError.write(Data("fuzz: \(target.rawValue): \(problems.joined(separator: "\n  "))\n".utf8))
        abort()
    }
    return 0
}

@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzerCustomMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    guard let data else { return 0 }
    guard target == .png else { return LLVMFuzzerMutate(data, size, maxSize) }
    var random = SplitMix(seed: UInt64(seed))
    var bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    bytes = PNGMutator.mutate(bytes, maxSize: maxSize, random: &random)
    let written = min(bytes.count, maxSize)
    for index in 0..<written { data[index] = bytes[index] }
    return written
}
