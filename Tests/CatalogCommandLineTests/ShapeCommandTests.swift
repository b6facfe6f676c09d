import Foundation
import Testing

/// `catalog shape`, run as a process.
@Suite("catalog shape")
struct ShapeCommandTests {
    struct Report: Decodable {
        struct Line: Decodable {
            var baseline: Double
            var width: Double
            var text: String
            var runs: [Run]
        }

        struct Run: Decodable {
            var language: String
            var script: String
            var font: FontInfo
            var glyphs: [Glyph]
        }

        struct FontInfo: Decodable {
            var family: String
            var file: String
            var index: Int
        }

        struct Glyph: Decodable {
            var id: UInt32
            var cluster: Int
            var advance: Double
            var offset: [Double]
        }

        struct Missing: Decodable {
            var codePoint: String
            var utf8Offset: Int
        }

        var size: [Double]
        var missing: [Missing]
        var lines: [Line]
    }

    func report(_ arguments: [String]) throws -> Report {
        let result = try CatalogProcess.run(["shape", "--json"] + arguments)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        return try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
    }

    @Test("--json prints one object with sizes, lines, runs, fonts and glyphs")
    func json() throws {
        let report = try report(["--lang", "ja", "--size", "17", "直角 Go"])
        #expect(report.size.count == 2)
        #expect(report.lines.count == 1)
        let runs = report.lines[0].runs
        #expect(runs.first?.font.family == "Noto Sans CJK JP")
        #expect(runs.first?.font.file == "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        #expect(runs.first?.font.index == 0)
        #expect(runs.first?.language == "ja")
        #expect(runs.first?.script == "Hani")
        #expect(runs.first?.glyphs.map(\.id) == [27873, 37448])
        #expect(runs.first?.glyphs.map(\.cluster) == [0, 3])
        #expect(runs.first?.glyphs.map(\.advance) == [17, 17])
        #expect(runs.first?.glyphs.first?.offset == [0, 0])
        #expect(runs.last?.font.family == "Inter")
        #expect(runs.last?.glyphs.map(\.cluster) == [6, 7, 8])
        #expect(report.missing.isEmpty)
        #expect(abs(report.size[0] - report.lines[0].width) < 1e-6)
    }

    @Test("--width and --lines wrap and truncate")
    func wrapAndTruncate() throws {
        let wrapped = try report(["--width", "100", "「東京」は、日本の首都です。"])
        #expect(wrapped.lines.map(\.text) == ["「東京」", "は、日本の", "首都です。"])
        let truncated = try report(["--width", "100", "--lines", "1", "日本橋人形町の老舗を巡る"])
        #expect(truncated.lines.map(\.text) == ["日本橋人…"])
    }

    @Test("--weight and --lang choose faces")
    func weightAndLanguage() throws {
        let bold = try report(["--weight", "bold", "直"])
        #expect(bold.lines[0].runs[0].font.file.hasSuffix("NotoSansCJK-Bold.ttc"))
        let chinese = try report(["--lang", "zh-Hans", "直"])
        #expect(chinese.lines[0].runs[0].font.family == "Noto Sans CJK SC")
        #expect(chinese.lines[0].runs[0].glyphs[0].id != 27873)
    }

    @Test("Missing characters are listed with code point and UTF-8 offset")
    func missing() throws {
        let report = try report(["ab🫠"])
        #expect(report.missing.map(\.codePoint) == ["U+1FAE0"])
        #expect(report.missing.map(\.utf8Offset) == [2])
    }

    @Test("Invalid UTF-8 in the argument is set as U+FFFD, not a crash")
    func invalidUTF8() throws {
        // A lone surrogate encoded in UTF-8 (ED A0 80) is invalid UTF-8.
        let argument = String(decoding: [0x61, 0xED, 0xA0, 0x80, 0x62] as [UInt8], as: UTF8.self)
        let report = try report([argument])
        #expect(report.lines.count == 1)
        #expect(report.missing.isEmpty)
    }

    @Test("Without --json, a readable summary")
    func text() throws {
        let result = try CatalogProcess.run(["shape", "日本語 text"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Noto Sans CJK JP"))
        #expect(result.standardOutput.contains("Inter"))
        #expect(result.standardOutput.hasPrefix("size "))
    }

    @Test("Bad options exit non-zero with a message on stderr", arguments: [
        (["--width", "-3", "abc"], "--width must be a positive"),
        (["--width", "0", "abc"], "--width must be a positive"),
        (["--size", "0", "abc"], "--size must be a positive"),
        (["--lines", "-1", "abc"], "--lines must be 0"),
        (["--weight", "fat", "abc"], "Unknown weight \"fat\""),
        ([] as [String], "Missing expected argument"),
        (["--family", "Hiragino Sans", "abc"], "Font family \"Hiragino Sans\" is not installed"),
    ])
    func badOptions(arguments: [String], message: String) throws {
        let result = try CatalogProcess.run(["shape"] + arguments)
        #expect(result.status != 0)
        #expect(result.standardError.contains(message), "stderr: \(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("catalog fonts lists each language's cascade")
    func fonts() throws {
        let result = try CatalogProcess.run(["fonts", "--lang", "ja"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "ja:")
        #expect(lines.dropFirst().first?.contains("Inter") == true)
        #expect(lines.dropFirst(2).first?.contains("Noto Sans CJK JP") == true)
        #expect(!result.standardOutput.contains("WenQuanYi"))
    }
}
