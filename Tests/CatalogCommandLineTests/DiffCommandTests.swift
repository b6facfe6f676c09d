import Foundation
import Testing

/// `catalog diff`, run as a process on pixelmatch 7.2.0's fixtures.
@Suite("catalog diff")
struct DiffCommandTests {
    /// The pixelmatch fixtures kept with the differ's own tests.
    static let fixtures = CatalogProcess.packageRoot.appendingPathComponent("Tests/PixelDiffTests/Fixtures/pixelmatch-7.2.0").path

    func fixture(_ name: String) -> String { "\(Self.fixtures)/\(name).png" }

    struct Report: Decodable {
        var width: Int
        var height: Int
        var differentPixels: Int
        var antialiasedPixels: Int
    }

    @Test("--json reports pixelmatch's counts; exit 1 when pixels differ", arguments: [
        ("1a", "1b", "0.05", 143), ("1a", "1b", "0.1", 106), ("4a", "4b", "0.05", 36049), ("8a", "5b", "0.05", 32896),
    ])
    func counts(first: String, second: String, threshold: String, expected: Int) throws {
        let result = try CatalogProcess.run(["diff", fixture(first), fixture(second), "--threshold", threshold, "--json"])
        #expect(result.status == 1)
        let report = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
        #expect(report.differentPixels == expected)
    }

    @Test("Identical images exit 0; --include-aa counts anti-aliasing")
    func identicalAndAA() throws {
        let same = try CatalogProcess.run(["diff", fixture("1a"), fixture("1a"), "--json"])
        #expect(same.status == 0)
        #expect(same.standardOutput.contains(#""differentPixels":0"#))
        let plain = try JSONDecoder().decode(Report.self, from: Data(try CatalogProcess.run(["diff", fixture("1a"), fixture("1b"), "--json"]).standardOutput.utf8))
        let withAA = try JSONDecoder().decode(Report.self, from: Data(try CatalogProcess.run(["diff", fixture("1a"), fixture("1b"), "--json", "--include-aa"]).standardOutput.utf8))
        #expect(withAA.differentPixels == plain.differentPixels + plain.antialiasedPixels)
    }

    @Test("Different sizes: both sizes, sizeMismatch, exit 1")
    func sizeMismatch() throws {
        let result = try CatalogProcess.run(["diff", fixture("1a"), fixture("2a"), "--json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["sizeMismatch"] as? Bool == true)
        #expect((object["reference"] as? [String: Int])?["width"] == 512)
        #expect((object["actual"] as? [String: Int])?["width"] == 256)
    }

    @Test("An unreadable file exits 2 and names it")
    func unreadable() throws {
        let missing = try CatalogProcess.run(["diff", fixture("1a"), "/no/such/file.png"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("/no/such/file.png"))
        let notPNG = FileManager.default.temporaryDirectory.appendingPathComponent("not-\(UUID().uuidString).png")
        try Data("version https://git-lfs.github.com/spec/v1\n".utf8).write(to: notPNG)
        defer { try? FileManager.default.removeItem(at: notPNG) }
        let pointer = try CatalogProcess.run(["diff", notPNG.path, fixture("1a")])
        #expect(pointer.status == 2)
        #expect(pointer.standardError.contains("Git LFS"))
    }

    @Test("--output writes the diff image")
    func output() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CatalogProcess.run(["diff", fixture("6a"), fixture("6b"), "--threshold", "0.05", "--output", path])
        #expect(result.status == 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(result.standardOutput.contains("51 of 65536 pixels differ"))
    }
}
