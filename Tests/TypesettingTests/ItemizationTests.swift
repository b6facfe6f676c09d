import Testing
@testable import Typesetting

@Suite("Itemize and shape")
struct ItemizationTests {
    @Test("Mixed Japanese and Latin text takes the right font per run, clusters in UTF-8 bytes")
    func mixedRuns() throws {
        let layout = try Fixtures.typesetter.layout("予約 Book 直", language: .japanese)
        let runs = layout.runs
        #expect(runs.map(\.face.family) == ["Noto Sans CJK JP", "Inter", "Noto Sans CJK JP"])
        #expect(runs.map(\.script.code) == ["Hani", "Latn", "Hani"])
        // 予 and 約 are 3 bytes each in UTF-8; the space starts at byte 6, B at 7.
        #expect(runs[0].glyphs.map(\.cluster) == [0, 3])
        #expect(runs[1].glyphs.map(\.cluster) == [6, 7, 8, 9, 10, 11])
        #expect(runs[2].glyphs.map(\.cluster) == [12])
        #expect(runs.allSatisfy { $0.language == .japanese })
    }

    @Test("Inter's glyphs match hb-shape for English text")
    func latinMatchesHarfBuzz() throws {
        let layout = try Fixtures.typesetter.layout("Office", language: .english)
        let expected = try Fixtures.hbShapeGlyphs("Office", file: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", faceIndex: 0, language: "en")
        #expect(layout.glyphIDs == expected)
        #expect(layout.runs.map(\.face.family) == ["Inter"])
    }

    @Test("Advances are the font's advances scaled to the point size")
    func advancesInPoints() throws {
        let layout = try Fixtures.typesetter.layout("直角", font: .systemFont(ofSize: 20), language: .japanese)
        // Noto Sans CJK ideographs are one em wide.
        #expect(layout.runs[0].glyphs.map(\.advance) == [20, 20])
        #expect(layout.width == 40)
    }

    @Test("Kanji and kana share one run, shaped as hb-shape shapes the whole phrase")
    func japaneseRun() throws {
        let layout = try Fixtures.typesetter.layout("日本のカメラ", language: .japanese)
        #expect(layout.runs.map(\.script.code) == ["Hani"])
        #expect(layout.runs.map(\.face.family) == ["Noto Sans CJK JP"])
        #expect(layout.glyphIDs == (try Fixtures.hbShapeGlyphs("日本のカメラ", file: Fixtures.notoCJKRegular, faceIndex: 0, language: "ja")))
        let kanaFirst = try Fixtures.typesetter.layout("カメラの日本", language: .japanese)
        #expect(kanaFirst.runs.map(\.script.code) == ["Kana"])
    }

    @Test("Other scripts in the same face still start their own run")
    func otherScriptRuns() throws {
        let layout = try Fixtures.typesetter.layout("日本한국", language: .japanese)
        #expect(layout.runs.map(\.script.code) == ["Hani", "Hang"])
        #expect(Set(layout.runs.map(\.face.family)) == ["Noto Sans CJK JP"])
    }

    @Test("Per-span fonts and languages: each span keeps its size and language")
    func spans() throws {
        var text = StyledText()
        text.append("東京 ", font: .systemFont(ofSize: 20, weight: .bold), language: .japanese)
        text.append("直", font: .systemFont(ofSize: 10), language: .simplifiedChinese)
        let layout = try Fixtures.typesetter.layout(text)
        let runs = layout.runs
        #expect(runs.first?.pointSize == 20)
        #expect(runs.first?.face.style == "Bold")
        #expect(runs.last?.pointSize == 10)
        #expect(runs.last?.face.family == "Noto Sans CJK SC")
        #expect(runs.last?.spanIndex == 1)
    }

    /// Inter has every weight; Debian's Noto Sans CJK only Regular and Bold.
    @Test("Weights resolve by CSS matching per family", arguments: [
        (Font.Weight.regular, 400, 400),
        (.medium, 500, 400),
        (.semibold, 600, 700),
        (.bold, 700, 700),
    ])
    func weights(weight: Font.Weight, inter: Int, noto: Int) throws {
        let layout = try Fixtures.typesetter.layout("Ab 直", font: .systemFont(ofSize: 17, weight: weight), language: .japanese)
        #expect(layout.runs.first?.face.family == "Inter")
        #expect(layout.runs.first?.face.weight.value == inter)
        #expect(layout.runs.last?.face.family == "Noto Sans CJK JP")
        #expect(layout.runs.last?.face.weight.value == noto)
    }

    @Test("A family named in the font comes before the system families")
    func explicitFamily() throws {
        let layout = try Fixtures.typesetter.layout("Abc", font: Font(family: "Noto Sans CJK JP", size: 17), language: .japanese)
        #expect(layout.runs.map(\.face.family) == ["Noto Sans CJK JP"])
    }

    @Test("A font naming a family that is not installed is a clear error")
    func missingRequestedFamily() throws {
        #expect(throws: FontError.familyNotInstalled(family: "Hiragino Sans", debianPackage: nil)) {
            _ = try Fixtures.typesetter.layout("abc", font: Font(family: "Hiragino Sans", size: 17))
        }
    }

    @Test("Fonts are loaded once: the same face object serves every layout")
    func facesShared() throws {
        let first = try Fixtures.typesetter.layout("直", language: .japanese).runs[0].face
        let second = try Fixtures.typesetter.layout("角", font: .systemFont(ofSize: 30), language: .japanese).runs[0].face
        #expect(first === second)
    }
}
