import Testing
@testable import Typesetting

/// Line breaking with JLREQ's rules (docs/TEXT.md).
@Suite("Line breaking and kinsoku")
struct KinsokuTests {
    static let noStart = Set("）〕］｝〉》」』】’”‐〜゠–？！・：；。．、，ヽヾゝゞ々〻ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
    static let noEnd = Set("（〔［｛〈《「『【‘“")

    func lines(_ text: String, width: Double, strictness: LineBreakStrictness = .strict, language: Language = .japanese) throws -> [String] {
        let layout = try Fixtures.typesetter.layout(
            text, language: language, in: TextContainer(maxWidth: width),
            style: ParagraphStyle(lineBreakStrictness: strictness)
        )
        return layout.lineStrings
    }

    @Test("Closing brackets and commas never start a line; opening brackets never end one")
    func brackets() throws {
        // Each ideograph is 17 points wide; 100 points hold five and a bit.
        #expect(try lines("「東京」は、日本の首都です。", width: 100) == ["「東京」", "は、日本の", "首都です。"])
    }

    @Test("Strict: small kana and ー do not start a line; normal allows it")
    func smallKana() throws {
        #expect(try lines("あいちょっと", width: 51) == ["あい", "ちょっ", "と"])
        #expect(try lines("あいちょっと", width: 51, strictness: .normal) == ["あいち", "ょっと"])
        #expect(try lines("コーヒー", width: 17 * 2.5) == ["コー", "ヒー"])
        #expect(try lines("コーヒー", width: 17 * 2.5, strictness: .normal) == ["コー", "ヒー"])
        #expect(try lines("アイコーヒー", width: 17 * 3.5, strictness: .normal) == ["アイコ", "ーヒー"])
        #expect(try lines("アイコーヒー", width: 17 * 3.5) == ["アイ", "コー", "ヒー"])
    }

    @Test("No line starts or ends with a forbidden character, whatever the width", arguments: [85.0, 102, 119, 136, 170, 204])
    func forbiddenEdges(width: Double) throws {
        let text = "「ちょっと待って」と彼は言った。『キャッシュ』が、いっぱい（満杯）です！ー本当？《注意》【重要】。"
        let result = try lines(text, width: width)
        #expect(result.joined() == text)
        for (number, line) in result.enumerated() {
            if number > 0, let first = line.first { #expect(!Self.noStart.contains(first), "line \(number) starts with \(first): \(result)") }
            if number < result.count - 1, let last = line.last { #expect(!Self.noEnd.contains(last), "line \(number) ends with \(last): \(result)") }
        }
    }

    @Test("—— and …… are never split")
    func inseparable() throws {
        // From three ideographs wide up, so the unbreakable "う……" always fits a line.
        for text in ["あいう——えお", "あいう……えお"] {
            for width in stride(from: 52.0, through: 120, by: 8.5) {
                let result = try lines(text, width: width)
                #expect(result.joined() == text)
                for (line, next) in zip(result, result.dropFirst()) {
                    #expect(!(line.hasSuffix("—") && next.hasPrefix("—")), "\(result)")
                    #expect(!(line.hasSuffix("…") && next.hasPrefix("…")), "\(result)")
                }
            }
        }
    }

    @Test("Latin breaks at words; spaces hang at the line end")
    func latinWords() throws {
        let layout = try Fixtures.typesetter.layout("Hello wonderful world", language: .english, in: TextContainer(maxWidth: 110))
        #expect(layout.lineStrings == ["Hello ", "wonderful ", "world"])
        #expect(layout.lines.allSatisfy { $0.width <= 110 })
        let hello = try Fixtures.typesetter.layout("Hello", language: .english)
        #expect(abs(layout.lines[0].width - hello.width) < 1e-9)
    }

    @Test("A word wider than the line breaks between characters")
    func longWord() throws {
        let layout = try Fixtures.typesetter.layout("Supercalifragilistic", language: .english, in: TextContainer(maxWidth: 50))
        #expect(layout.lines.count > 1)
        #expect(layout.lineStrings.joined() == "Supercalifragilistic")
        #expect(layout.lines.allSatisfy { $0.width <= 50 })
    }

    @Test("Char wrapping fills each line to the width")
    func charWrap() throws {
        let layout = try Fixtures.typesetter.layout(
            "Hello world", language: .english, in: TextContainer(maxWidth: 40), style: ParagraphStyle(lineBreakMode: .byCharWrapping)
        )
        #expect(layout.lineStrings.joined() == "Hello world")
        #expect(layout.lineStrings.first == "Hell")
    }

    @Test("Hard line breaks start new lines; a final newline adds none", arguments: [
        ("a\nb", ["a", "b"]), ("a\r\nb", ["a", "b"]), ("a\u{2028}b", ["a", "b"]), ("a\n\nb", ["a", "", "b"]), ("a\n", ["a"]),
    ])
    func hardBreaks(text: String, expected: [String]) throws {
        #expect(try lines(text, width: 300, language: .english) == expected)
    }
}
