import CFuzzSupport
import Foundation
import FuzzTargets

// The libFuzzer harness: libFuzzer's driver (linked from the toolchain's
// libclang_rt.fuzzer_no_main by scripts/fuzz) runs with this program's options, calling back
// for every input; a custom mutator (below) helps it through PNG checksums. The target is
// named by the FUZZ_TARGET environment variable: png, sidecar, manifest or text.

/// The target this process fuzzes.
nonisolated(unsafe) private var target = FuzzTarget.png

private let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
guard let chosen = FuzzTarget(rawValue: name) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("error: set FUZZ_TARGET to one of \(names) (got \"\(name)\"); scripts/fuzz does.\n".utf8))
    exit(2)
}
target = chosen

/// Runs one input; a broken property aborts, as a crash would, so libFuzzer keeps the input.
private func runOne(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let problems = MainActor.assumeIsolated { target.run(data) }
    guard problems.isEmpty else {
        FileHandle.standardError.write(Data("fuzz: \(target.rawValue): \(problems.joined(separator: "\n  "))\n".utf8))
        abort()
    }
    return 0
}

/// libFuzzer's hook for making the next input: PNGs through `PNGMutator`, the rest through
/// libFuzzer's own mutations.
@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzerCustomMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    guard let data else { return 0 }
    guard target == .png else { return LLVMFuzzerMutate(data, size, maxSize) }
    var random = SplitMix(seed: UInt64(seed))
    let bytes = PNGMutator.mutate([UInt8](UnsafeBufferPointer(start: data, count: size)), maxSize: maxSize, random: &random)
    let written = min(bytes.count, maxSize)
    for index in 0..<written { data[index] = bytes[index] }
    return written
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in runOne(bytes, count) })
