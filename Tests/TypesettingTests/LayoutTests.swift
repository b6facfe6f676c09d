import Testing
@testable import Typesetting

@Suite("Lay out lines")
struct LayoutTests {
    let typesetter = Fixtures.typesetter

    func layout(_ text: String, language: Language = .english, width: Double? = nil, lines: Int = 0,
                mode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural) throws -> TextLayout {
        try typesetter.layout(text, language: language, in: TextContainer(maxWidth: width, numberOfLines: lines),
                              style: ParagraphStyle(alignment: alignment, lineBreakMode: mode))
    }

    @Test("Tail truncation ends the line with … and fits the width")
    func tail() throws {
        let result = try layout("The quick brown fox jumps", width: 100, lines: 1)
        #expect(result.lines.count == 1)
        #expect(result.isTruncated)
        let text = try #require(result.visibleText.first)
        #expect(text.hasSuffix("…"))
        #expect(text.hasPrefix("The quick"))
        #expect(result.lines[0].width <= 100)
        #expect(result.lines[0].runs.last?.isTruncationToken == true)
    }

    @Test("Japanese tail truncation uses the Japanese font's …")
    func japaneseTail() throws {
        let result = try layout("日本橋人形町の老舗を巡る", language: .japanese, width: 100, lines: 1)
        #expect(result.visibleText == ["日本橋人…"])
        let token = try #require(result.lines[0].runs.last)
        #expect(token.face.family == "Noto Sans CJK JP")
        #expect(result.lines[0].width == 85)
    }

    @Test("The … takes the font of the text it follows")
    func tokenFont() throws {
        let latin = try layout("予約 Booking confirmed today", language: .japanese, width: 110, lines: 1)
        #expect(latin.lines[0].runs.last?.face.family == "Inter")
        #expect(latin.visibleText[0].hasPrefix("予約 Book"))
        let japanese = try layout("Tour 日本橋人形町の老舗を巡る", language: .japanese, width: 110, lines: 1)
        #expect(japanese.lines[0].runs.last?.face.family == "Noto Sans CJK JP")
        for result in [latin, japanese] {
            #expect(result.lines[0].width <= 110)
            let token = try #require(result.lines[0].runs.last)
            let hidden = try #require(token.glyphs.first)
            // The "…" sits where the hidden text starts, in bytes and in characters.
            #expect(hidden.cluster == result.text.string.utf8.count - String(result.text.string.unicodeScalars.dropFirst(hidden.scalarIndex)).utf8.count)
        }
    }

    @Test("Head truncation keeps the end; middle keeps both ends")
    func headAndMiddle() throws {
        let head = try layout("abcdefghijklmnopqrstuvwxyz", width: 80, lines: 1, mode: .byTruncatingHead)
        let headText = try #require(head.visibleText.first)
        #expect(headText.hasPrefix("…"))
        #expect(headText.hasSuffix("xyz"))
        #expect(head.lines[0].width <= 80)
        let middle = try layout("abcdefghijklmnopqrstuvwxyz", width: 80, lines: 1, mode: .byTruncatingMiddle)
        let middleText = try #require(middle.visibleText.first)
        #expect(middleText.hasPrefix("abc"))
        #expect(middleText.hasSuffix("yz"))
        #expect(middleText.contains("…") && !middleText.hasPrefix("…") && !middleText.hasSuffix("…"))
        #expect(middle.lines[0].width <= 80)
    }

    @Test("Text that fits is not truncated")
    func fits() throws {
        let result = try layout("Short", width: 200, lines: 1)
        #expect(result.visibleText == ["Short"])
        #expect(!result.isTruncated)
    }

    @Test("numberOfLines limits the lines; the last one is truncated in tail mode")
    func lineLimit() throws {
        let text = "one two three four five six seven eight nine ten"
        let unlimited = try layout(text, width: 80)
        #expect(unlimited.lines.count > 2)
        #expect(!unlimited.isTruncated)
        let two = try layout(text, width: 80, lines: 2)
        #expect(two.lines.count == 2)
        #expect(two.visibleText[1].hasSuffix("…"))
        #expect(two.visibleText[0] == unlimited.visibleText[0])
        let wrapped = try layout(text, width: 80, lines: 2, mode: .byWordWrapping)
        #expect(wrapped.lines.count == 2)
        #expect(wrapped.isTruncated)
        #expect(wrapped.visibleText == Array(unlimited.visibleText.prefix(2)))
    }

    @Test("A line limit over hard line breaks truncates the last shown paragraph")
    func limitOverParagraphs() throws {
        let result = try layout("first\nsecond\nthird", lines: 2)
        #expect(result.visibleText == ["first", "second…"])
    }

    @Test("Clipping runs the last line past the width and flags it")
    func clipping() throws {
        let result = try layout("A long single line of text", width: 60, lines: 1, mode: .byClipping)
        #expect(result.lines.count == 1)
        #expect(result.isClipped)
        #expect(result.lines[0].width > 60)
        #expect(result.visibleText == ["A long single line of text"])
    }

    @Test("Alignment moves each line in the width", arguments: [
        (TextAlignment.natural, 0.0), (.left, 0.0), (.center, 0.5), (.right, 1.0),
    ])
    func alignment(alignment: TextAlignment, fraction: Double) throws {
        let result = try layout("Hi there everyone", width: 120, alignment: alignment)
        for line in result.lines {
            #expect(abs(line.x - (120 - line.width) * fraction) < 1e-9)
        }
    }

    @Test("Line height is ascender + descender + line gap; the baseline sits the ascender down")
    func lineMetrics() throws {
        let result = try layout("直", language: .japanese)
        let face = try #require(result.runs.first?.face)
        let metrics = face.metrics
        let line = try #require(result.lines.first)
        #expect(abs(line.height - metrics.lineHeight(at: 17)) < 1e-9)
        #expect(abs(line.baseline - metrics.points(metrics.ascender, at: 17)) < 1e-9)
        #expect(result.height == line.height)
        #expect(result.firstBaseline == line.baseline)
    }

    @Test("Line spacing goes between lines; a height multiple adds height above the text")
    func spacing() throws {
        let text = StyledText("直\n角", language: .japanese)
        let plain = try typesetter.layout(text)
        let spaced = try typesetter.layout(text, style: ParagraphStyle(lineSpacing: 10))
        #expect(abs(spaced.height - (plain.height + 10)) < 1e-9)
        #expect(abs(spaced.lines[1].y - (plain.lines[1].y + 10)) < 1e-9)
        let multiple = try typesetter.layout(text, style: ParagraphStyle(lineHeightMultiple: 1.5))
        let natural = plain.lines[0].height
        #expect(abs(multiple.lines[0].height - natural * 1.5) < 1e-9)
        #expect(abs(multiple.lines[0].baseline - (plain.lines[0].baseline + natural * 0.5)) < 1e-9)
        let clamped = try typesetter.layout(text, style: ParagraphStyle(minimumLineHeight: 40))
        #expect(clamped.lines.allSatisfy { $0.height == 40 })
        #expect(clamped.lastBaseline == clamped.lines[1].baseline)
    }

    @Test("A line mixing fonts is as tall as its tallest font")
    func mixedLineHeight() throws {
        let latin = try layout("Ab")
        let mixed = try layout("Ab直")
        #expect(mixed.lines[0].height > latin.lines[0].height)
    }

    @Test("The measured size rounds up to the pixel grid")
    func rounding() throws {
        let result = try layout("Hello")
        let (width, height) = result.size(roundedUpForScale: 2)
        #expect(width >= result.width && width - result.width < 0.5)
        #expect((width * 2).rounded() == width * 2)
        #expect((height * 2).rounded() == height * 2)
    }

    @Test("A cached layout equals a fresh one")
    func cache() throws {
        let fresh = try Typesetter()
        let first = try fresh.layout("キャッシュの確認 cache", language: .japanese, in: TextContainer(maxWidth: 90))
        let second = try fresh.layout("キャッシュの確認 cache", language: .japanese, in: TextContainer(maxWidth: 90))
        fresh.removeCachedLayouts()
        let third = try fresh.layout("キャッシュの確認 cache", language: .japanese, in: TextContainer(maxWidth: 90))
        #expect(first == second)
        #expect(first == third)
    }

    @Test("The same text at another width reuses the shaped text and still equals a fresh layout")
    func cacheAcrossWidths() throws {
        let shared = try Typesetter()
        let text = "キャッシュの確認 cache check"
        for width in [60.0, 90, 200, 60] {
            let cached = try shared.layout(text, language: .japanese, in: TextContainer(maxWidth: width))
            let fresh = try Typesetter().layout(text, language: .japanese, in: TextContainer(maxWidth: width))
            #expect(cached == fresh)
        }
    }

    @Test("Canonically equivalent strings are not confused by the caches")
    func equivalentStrings() throws {
        let precomposed = try typesetter.layout("caf\u{E9}")
        let decomposed = try typesetter.layout("cafe\u{301}")
        #expect(precomposed.text.string.unicodeScalars.count == 4)
        #expect(decomposed.text.string.unicodeScalars.count == 5)
        #expect(precomposed.runs.flatMap(\.glyphs).map(\.cluster) != decomposed.runs.flatMap(\.glyphs).map(\.cluster)
                || precomposed.lines[0].scalarRange != decomposed.lines[0].scalarRange)
        #expect(decomposed.lines[0].scalarRange == 0..<5)
    }
}
