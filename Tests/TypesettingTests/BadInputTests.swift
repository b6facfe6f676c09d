import Foundation
import Testing
@testable import Typesetting

/// Bad input gets a result or a clear error, never a crash or a hang.
@Suite("Bad input")
struct BadInputTests {
    let typesetter = Fixtures.typesetter

    @Test("Empty text has no lines and no size")
    func empty() throws {
        let result = try typesetter.layout("", in: TextContainer(maxWidth: 100, numberOfLines: 1))
        #expect(result.lines.isEmpty)
        #expect(result.width == 0 && result.height == 0)
        #expect(!result.isTruncated)
    }

    @Test("Only spaces: one line, nothing missing, trailing spaces not counted")
    func spaces() throws {
        let result = try typesetter.layout("    ", in: TextContainer(maxWidth: 100))
        #expect(result.lines.count == 1)
        #expect(result.lines[0].width == 0)
        #expect(result.height > 0)
        #expect(result.missingCharacters.isEmpty)
    }

    @Test("Unpaired surrogates become U+FFFD and set like any character")
    func unpairedSurrogate() throws {
        let text = String(decoding: [0x61, 0xD800, 0x62] as [UInt16], as: UTF16.self)
        #expect(text.unicodeScalars.map(\.value) == [0x61, 0xFFFD, 0x62])
        let result = try typesetter.layout(text, language: .english)
        #expect(result.runs.flatMap(\.glyphs).count == 3)
        #expect(result.missingCharacters.isEmpty, "U+FFFD has a glyph in the cascade")
        #expect(!result.glyphIDs.contains(0))
    }

    @Test("Combining marks stay with their base, even when wrapping between characters")
    func combiningMarks() throws {
        let text = "e\u{301}e\u{301}e\u{301} か\u{3099}"
        let result = try typesetter.layout(text, language: .japanese)
        #expect(result.missingCharacters.isEmpty)
        let narrow = try typesetter.layout(text, language: .japanese, in: TextContainer(maxWidth: 1),
                                           style: ParagraphStyle(lineBreakMode: .byCharWrapping))
        for line in narrow.lines {
            let first = Array(text.unicodeScalars)[line.scalarRange.lowerBound]
            #expect(!(first.properties.generalCategory == .nonspacingMark), "a line starts with a bare mark")
        }
        #expect(narrow.lineStrings.joined() == text)
    }

    @Test("An emoji no font has is reported with its code point and position, and kept")
    func missingEmoji() throws {
        let text = "Hi 🫠!"
        let result = try typesetter.layout(text, language: .english)
        let missing = try #require(result.missingCharacters.first)
        #expect(result.missingCharacters.count == 1)
        #expect(missing.codePoint == "U+1FAE0")
        #expect(missing.utf8Offset == 3)
        #expect(missing.utf16Offset == 3)
        #expect(missing.scalarIndex == 3)
        #expect(result.glyphIDs.contains(0), "the character is drawn as .notdef, not dropped")
        #expect(result.runs.flatMap(\.glyphs).map(\.cluster) == [0, 1, 2, 3, 7])
    }

    @Test("A tab advances to the next 28-point tab stop and is not missing")
    func tab() throws {
        let result = try typesetter.layout("a\tb\tc", language: .english)
        #expect(result.missingCharacters.isEmpty)
        let glyphs = result.runs.flatMap(\.glyphs)
        #expect(glyphs.count == 5)
        let xs = glyphs.reduce(into: [0.0]) { $0.append($0.last! + $1.advance) }
        #expect(abs(xs[2] - 28) < 1e-9)
        #expect(abs(xs[4] - 56) < 1e-9)
    }

    @Test("A width that is zero, negative or not a number is a clear error", arguments: [0.0, -5, .nan, .infinity])
    func invalidWidth(width: Double) throws {
        #expect(throws: TextLayoutError.self) {
            _ = try typesetter.layout("abc", in: TextContainer(maxWidth: width))
        }
        do {
            _ = try typesetter.layout("abc", in: TextContainer(maxWidth: width))
        } catch {
            #expect("\(error)".contains("width limit must be a positive"))
        }
    }

    @Test("A negative line limit or font size is a clear error")
    func invalidLimits() throws {
        #expect(throws: TextLayoutError.invalidNumberOfLines(-1)) {
            _ = try typesetter.layout("abc", in: TextContainer(numberOfLines: -1))
        }
        #expect(throws: TextLayoutError.invalidFontSize(0)) {
            _ = try typesetter.layout("abc", font: .systemFont(ofSize: 0))
        }
    }

    @Test("A 100,000-character paragraph lays out", arguments: ["日本語の文章、", "word "])
    func hugeParagraph(unit: String) throws {
        let text = String(repeating: unit, count: 100_000 / unit.count)
        let wrapped = try typesetter.layout(text, language: .japanese, in: TextContainer(maxWidth: 320))
        #expect(wrapped.lines.count > 100)
        #expect(wrapped.lineStrings.joined() == text)
        #expect(wrapped.lines.allSatisfy { $0.width <= 320 })
        let truncated = try typesetter.layout(text, language: .japanese, in: TextContainer(maxWidth: 320, numberOfLines: 3),
                                              style: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        #expect(truncated.lines.count == 3)
        #expect(truncated.visibleText[2].hasSuffix("…"))
    }

    @Test("A 100,000-character word with no break opportunity breaks by character")
    func hugeWord() throws {
        let text = String(repeating: "x", count: 100_000)
        let result = try typesetter.layout(text, language: .english, in: TextContainer(maxWidth: 200))
        #expect(result.lineStrings.joined() == text)
        #expect(result.lines.allSatisfy { $0.width <= 200 })
    }
}
