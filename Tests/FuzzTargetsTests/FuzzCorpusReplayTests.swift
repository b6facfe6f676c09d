import Foundation
import FuzzTargets
import Testing

/// The inputs `scripts/fuzz` kept (seeds and what libFuzzer found), run again through the
/// same entry points the fuzzer drives: each must be handled with no broken property, and
/// a crash the fuzzer once found would stop this test process again.
@MainActor
@Suite("Fuzz corpus replay")
struct FuzzCorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fuzz")

    /// The kept inputs of `target`, by name.
    static func inputs(of target: FuzzTarget) throws -> [URL] {
        let folder = corpus.appendingPathComponent(target.rawValue)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0) }
    }

    @Test("Every kept input of a target runs with no broken property", arguments: FuzzTarget.allCases)
    func replay(_ target: FuzzTarget) throws {
        let inputs = try Self.inputs(of: target)
        #expect(inputs.count >= 5, "Tests/FuzzTargetsTests/Fuzz/\(target.rawValue) should hold the target's seeds")
        for input in inputs {
            let problems = target.run(try Data(contentsOf: input))
            #expect(problems.isEmpty, "\(target.rawValue)/\(input.lastPathComponent): \(problems.joined(separator: "; "))")
        }
    }

    @Test("The kept inputs stay small: a few KB each, under 1 MB in all")
    func inputsStaySmall() throws {
        var total = 0
        for target in FuzzTarget.allCases {
            for input in try Self.inputs(of: target) {
                let size = try Data(contentsOf: input).count
                #expect(size <= target.maximumInputLength, "\(input.lastPathComponent) is \(size) bytes")
                total += size
            }
        }
        #expect(total < 1 << 20)
    }
}
