import Foundation
import Testing
@testable import PixelDiff
@testable import Rendering

/// pixelmatch 7.2.0's own fixtures (`Fixtures/pixelmatch-7.2.0`, ISC license beside them) and
/// the counts pixelmatch's own test suite expects for each pair.
@Suite("pixelmatch 7.2.0 conformance")
struct ConformanceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pixelmatch-7.2.0")

    static func image(_ name: String) throws -> RGBAImage {
        try RGBAImage(contentsOfFile: fixtures.appendingPathComponent("\(name).png").path)
    }

    @Test("Counts match pixelmatch's test suite", arguments: [
        ("1a", "1b", 0.05, 143), ("1a", "1b", 0.1, 106), ("1a", "1a", 0.0, 0),
        ("2a", "2b", 0.05, 12437), ("3a", "3b", 0.05, 212), ("4a", "4b", 0.05, 36049),
        ("5a", "5b", 0.05, 6), ("6a", "6b", 0.05, 51), ("6a", "6a", 0.0, 0),
        ("7a", "7b", 0.1, 2448), ("8a", "5b", 0.05, 32896),
    ])
    func fixture(first: String, second: String, threshold: Double, expected: Int) throws {
        let result = try PixelMatch.compare(try Self.image(first), try Self.image(second), options: PixelMatchOptions(threshold: threshold))
        #expect(result.differentPixels == expected)
    }

    @Test("The diff image fades the reference and marks differences red, anti-aliasing yellow")
    func diffImage() throws {
        let first = try Self.image("1a"), second = try Self.image("1b")
        var diff: RGBAImage? = try RGBAImage(width: first.width, height: first.height)
        let result = try PixelMatch.compare(first, second, diff: &diff)
        let image = try #require(diff)
        let reds = image.bytes.indices.filter { $0 % 4 == 0 }.filter { image.bytes[$0] == 255 && image.bytes[$0 + 1] == 0 && image.bytes[$0 + 2] == 0 }.count
        let yellows = image.bytes.indices.filter { $0 % 4 == 0 }.filter { image.bytes[$0] == 255 && image.bytes[$0 + 1] == 255 && image.bytes[$0 + 2] == 0 }.count
        #expect(reds == result.differentPixels)
        #expect(yellows == result.antialiasedPixels)
        #expect(result.antialiasedPixels > 0)
    }

    @Test("Different sizes are refused, not compared")
    func sizes() throws {
        #expect(throws: PixelMatch.Mismatch.sizes(firstWidth: 512, firstHeight: 256, secondWidth: 256, secondHeight: 256)) {
            _ = try PixelMatch.compare(try Self.image("1a"), try Self.image("2a"))
        }
    }
}
