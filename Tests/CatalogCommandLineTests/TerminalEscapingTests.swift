import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Names and text with escape sequences reach the terminal, junit.xml and JSON escaped: a
/// reference folder's name cannot retitle the terminal or break the CI's XML.
@Suite("Escaping on the terminal and in reports")
struct TerminalEscapingTests {
    /// Sets the terminal's title, rings its bell, and starts a C1 control sequence.
    static let hostile = "\u{1B}]0;pwned\u{7}x\u{9B}2J"

    /// Whether `text` holds a character a terminal acts on (C0 but tab and line feed, DEL, C1).
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }

    @Test("A reference folder named with escape sequences is listed escaped, and junit.xml stays well-formed")
    func hostileReferenceName() throws {
        let (root, references) = try VerifyCommandTests.copyOfReferences(of: "TabBarButton")
        let output = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: output) }
        try FileManager.default.createDirectory(atPath: references + "/" + Self.hostile, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: references + "/badge-1/light-ja-L-2x.png", toPath: references + "/\(Self.hostile)/light-ja-L-2x.png")
        let result = try CatalogProcess.run(["verify", "--snapshots", root, "--filter", "TabBarButton", "--output", output])
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        #expect(!Self.hasRawControl(result.standardOutput), "a raw control character reached the terminal")
        #expect(!Self.hasRawControl(result.standardError))
        #expect(result.standardOutput.contains("removed: TabBarButton \\u{1B}]0;pwned\\u{7}x\\u{9B}2J light-ja-L-2x"), "\(result.standardOutput)")
        let junit = try Data(contentsOf: URL(fileURLWithPath: output + "/junit.xml"))
        let parser = XMLParser(data: junit)
        #expect(parser.parse(), "junit.xml is not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        // XML 1.0 allows no C0 control but tab and line breaks, not even escaped.
        #expect(!String(decoding: junit, as: UTF8.self).unicodeScalars.contains { $0.value < 0x20 && !["\t", "\n", "\r"].contains($0) },
                "junit.xml holds a control character XML cannot")
        let review = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/review.json"))) as? [String: Any]
        let items = try #require(review?["items"] as? [[String: Any]])
        #expect(items.contains { $0["variant"] as? String == Self.hostile }, "review.json keeps the name as it is, JSON-escaped")
    }

    @Test("shape shows escape sequences in its text escaped; --json keeps the text exact and the output free of raw controls")
    func shapeText() throws {
        let text = try CatalogProcess.run(["shape", "a" + Self.hostile])
        #expect(text.status == 0, "\(text.standardError)")
        #expect(!Self.hasRawControl(text.standardOutput))
        #expect(text.standardOutput.contains("line 1: \"a\\u{1B}]0;pwned\\u{7}x\\u{9B}2J\""), "\(text.standardOutput)")
        let json = try CatalogProcess.run(["shape", "--json", "a" + Self.hostile])
        #expect(json.status == 0, "\(json.standardError)")
        #expect(!Self.hasRawControl(json.standardOutput))
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let lines = try #require(object?["lines"] as? [[String: Any]])
        #expect(lines.first?["text"] as? String == "a" + Self.hostile)
    }

    @Test("An option's value with escape sequences is quoted escaped in the error")
    func optionValue() throws {
        let result = try CatalogProcess.run(["shape", "--weight", "\u{1B}]0;pwned\u{7}", "abc"])
        #expect(result.status == 64)
        #expect(!Self.hasRawControl(result.standardError))
        #expect(result.standardError.contains("Unknown weight \"\\u{1B}]0;pwned\\u{7}\""), "\(result.standardError)")
    }
}
