import Foundation
import Testing
@testable import Typesetting

/// Japanese text must come out in Japanese glyph forms (the 中華フォント現象 is the failure).
@Suite("Japanese glyph forms")
struct GlyphFormTests {
    static let formSensitive = Array("直角骨海写刃入今令戸説差着真").map(String.init)

    @Test("ja text takes HarfBuzz's ja glyph on a Japanese font, not the zh-Hans glyph", arguments: formSensitive)
    func japaneseForm(character: String) throws {
        let layout = try Fixtures.typesetter.layout(character, language: .japanese)
        let run = try #require(layout.runs.first)
        #expect(run.face.family == "Noto Sans CJK JP")
        #expect(run.language.identifier == "ja")
        #expect(run.script.code == "Hani")
        // Face 0 of the collection is Noto Sans CJK JP; its locl feature maps to the
        // Simplified Chinese forms when HarfBuzz is told zh-Hans.
        let japanese = try Fixtures.hbShapeGlyphs(character, file: Fixtures.notoCJKRegular, faceIndex: 0, language: "ja")
        let chinese = try Fixtures.hbShapeGlyphs(character, file: Fixtures.notoCJKRegular, faceIndex: 0, language: "zh-Hans")
        #expect(layout.glyphIDs == japanese)
        #expect(layout.glyphIDs != chinese, "\(character) must not take the Simplified Chinese form")
    }

    @Test("zh-Hans text takes the Simplified Chinese face and forms")
    func simplifiedChinese() throws {
        let layout = try Fixtures.typesetter.layout("直角", language: .simplifiedChinese)
        let run = try #require(layout.runs.first)
        #expect(run.face.family == "Noto Sans CJK SC")
        #expect(run.face.index == 2)
        #expect(layout.glyphIDs == (try Fixtures.hbShapeGlyphs("直角", file: Fixtures.notoCJKRegular, faceIndex: 2, language: "zh-Hans")))
        let japanese = try Fixtures.typesetter.layout("直角", language: .japanese)
        #expect(layout.glyphIDs != japanese.glyphIDs)
    }

    @Test("With WenQuanYi Zen Hei installed, the system prefers it for ja, but the engine does not")
    func wenQuanYiTrap() throws {
        #expect(FileManager.default.fileExists(atPath: Fixtures.wenQuanYiZenHei),
                "install fonts-wqy-zenhei: this test proves the engine ignores the system's preference")
        let systemChoice = try Fixtures.run("/usr/bin/fc-match", [":lang=ja", "--format=%{family[0]}"])
        #expect(systemChoice == "WenQuanYi Zen Hei", "the trap this test guards against is live on this machine")
        let layout = try Fixtures.typesetter.layout("日本語の直角と骨", language: .japanese)
        for run in layout.runs {
            #expect(run.face.family == "Noto Sans CJK JP")
            #expect(!run.face.file.contains("wqy"))
        }
    }

    @Test("Without Noto CJK, ja text falls back to IPAGothic (Japanese), never to WenQuanYi")
    func fallbackStaysJapanese() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in [Fixtures.wenQuanYiZenHei, "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf", "/usr/share/fonts/opentype/inter/Inter-Regular.otf"] {
            try FileManager.default.createSymbolicLink(
                at: directory.appendingPathComponent((file as NSString).lastPathComponent),
                withDestinationURL: URL(fileURLWithPath: file)
            )
        }
        let library = try FontLibrary(directories: [directory.path])
        #expect(throws: FontError.familyNotInstalled(family: "Noto Sans CJK JP", debianPackage: "fonts-noto-cjk")) {
            _ = try Typesetter(families: .standard, library: library)
        }
        // IPAGothic first: Noto Sans CJK JP is declared but missing here, as a fallback.
        let declared = FontFamilies(
            system: [.inter],
            languages: ["ja": [.ipaGothic, .notoSansCJKJapanese]],
            defaultLanguage: "ja"
        )
        let typesetter = try Typesetter(families: declared, library: library)
        #expect(typesetter.missingFallbacks == [.notoSansCJKJapanese])
        let layout = try typesetter.layout("直角", language: .japanese)
        #expect(layout.runs.map(\.face.family) == ["IPAGothic"])
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test("A missing family's error names it and the Debian package to install")
    func missingFamilyMessage() throws {
        let families = FontFamilies(
            system: [FontFamily("Definitely Not Installed Sans", debianPackage: "fonts-not-installed")],
            languages: [:],
            defaultLanguage: "ja"
        )
        do {
            _ = try Typesetter(families: families)
            Issue.record("a typesetter over a missing family must not be created")
        } catch {
            #expect(error.description.contains("\"Definitely Not Installed Sans\""))
            #expect(error.description.contains("apt-get install fonts-not-installed"))
        }
    }
}
