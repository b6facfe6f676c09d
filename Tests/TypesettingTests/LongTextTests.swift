import Foundation
import Testing
@testable import Typesetting

/// Long texts that `scripts/fuzz` found to take seconds: thousands of characters no font has
/// (each one's UTF-16 offset was counted from the start) and thousands of lines (each line's
/// end was looked up from the start of the string). Both grew with the square of the length.
@Suite("Long text")
struct LongTextTests {
    let typesetter = Fixtures.typesetter

    /// The shortest of three timings of `body`, in seconds.
    func seconds(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let duration = try ContinuousClock().measure(body)
            best = min(best, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        }
        return best
    }

    @Test("Missing characters' UTF-16 offsets count the characters before them, astral ones as two")
    func missingOffsets() throws {
        // Unassigned code points of plane 4 between Latin, Japanese and an astral Han character.
        let text = "a\u{40000}b𠀋\u{40001}か\u{40002}\u{40002}z"
        let result = try typesetter.layout(text, language: .japanese)
        #expect(result.missingCharacters.map(\.codePoint) == ["U+40000", "U+40001", "U+40002", "U+40002"])
        for missing in result.missingCharacters {
            let before = String(String.UnicodeScalarView(text.unicodeScalars.prefix(missing.scalarIndex)))
            #expect(missing.utf16Offset == before.utf16.count, "\(missing.codePoint) at scalar \(missing.scalarIndex)")
            #expect(missing.utf8Offset == before.utf8.count)
        }
    }

    @Test("16,000 characters no font has cost about what 16,000 that a font has cost")
    func manyMissingCharacters() throws {
        let missing = String(String.UnicodeScalarView((0..<16_000).compactMap { Unicode.Scalar(0x40000 + $0 % 1000) }))
        let covered = String(repeating: "a", count: 16_000)
        let missingTime = try seconds { _ = try typesetter.layout(missing, language: .english) }
        let coveredTime = try seconds { _ = try typesetter.layout(covered, language: .english) }
        // Counting offsets from the start made this about 30 times slower; linear work is within 6.
        #expect(missingTime < coveredTime * 6 + 0.05, "missing: \(missingTime) s, covered: \(coveredTime) s")
    }

    @Test("16,000 lines cost about what one line of the same 16,000 characters costs")
    func manyLines() throws {
        let text = String(repeating: "一", count: 16_000)
        let oneLine = try seconds { _ = try typesetter.layout(text, language: .japanese) }
        let lines = try seconds {
            let result = try typesetter.layout(text, language: .japanese, in: TextContainer(maxWidth: 0.5))
            #expect(result.lines.count == 16_000)
        }
        // Finding each line's end from the string's start made this about 20 times slower.
        #expect(lines < oneLine * 6 + 0.05, "16,000 lines: \(lines) s, one line: \(oneLine) s")
    }
}
