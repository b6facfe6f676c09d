import Catalog
import Foundation
import DesignSystem
import Testing
import UIKit

/// Japanese titles keep Japanese glyph forms in any environment once tagged: the
/// 中華フォント現象 is Japanese text coming out in Chinese forms.
@MainActor
@Suite("Japanese forms in every environment")
struct JapaneseFormTests {
    /// Characters whose Japanese and Chinese forms differ.
    static let text = "直角の骨と刃"

    static func title(tagged: Bool, in language: Locale.Language?) throws -> TitleLabel {
        let label = TitleLabel(text: text, language: tagged ? "ja" : nil)
        try Fixtures.render(component: label, language: language)
        return label
    }

    @Test("A title tagged with the typesetting language trait sets the same Japanese glyphs in ja, en, zh-Hans, ko and untagged environments")
    func taggedTitleKeepsJapaneseForms() throws {
        let reference = try Self.title(tagged: true, in: Fixtures.japanese)
        #expect(reference.runFamilies == ["Noto Sans CJK JP"])
        #expect(!reference.glyphIDs.isEmpty)
        for language in [Fixtures.english, Fixtures.simplifiedChinese, Fixtures.korean, nil] as [Locale.Language?] {
            let label = try Self.title(tagged: true, in: language)
            #expect(label.glyphIDs == reference.glyphIDs, "glyphs differ in \(language?.maximalIdentifier ?? "no language")")
            #expect(label.runFamilies == ["Noto Sans CJK JP"])
        }
    }

    @Test("Untagged, the same title takes the device language's forms: Chinese in a zh-Hans environment")
    func untaggedTitleFollowsEnvironment() throws {
        let japanese = try Self.title(tagged: false, in: Fixtures.japanese)
        let chinese = try Self.title(tagged: false, in: Fixtures.simplifiedChinese)
        #expect(japanese.glyphIDs != chinese.glyphIDs)
        #expect(chinese.runFamilies == ["Noto Sans CJK SC"])
    }

    @Test("Text tagged with the language attribute keeps its forms inside a Chinese environment")
    func attributedLanguage() throws {
        let label = TitleLabel()
        label.attributedText = NSAttributedString.mixedLanguages([Self.text])
        try Fixtures.render(component: label, language: Fixtures.simplifiedChinese)
        #expect(label.runFamilies == ["Noto Sans CJK JP"])
        #expect(label.glyphIDs == (try Self.title(tagged: true, in: Fixtures.japanese)).glyphIDs)
    }

    @Test("The catalog's Japanese titles render with the Japanese face in both default languages")
    func catalogTitlesUseJapaneseFace() throws {
        let renderer = try CatalogRenderer(renderer: ViewRenderer())
        let items = DesignSystemCatalog.catalog.items(in: .default).filter { $0.entry.name == "TitleLabel" && $0.variant.name == "long-ja" }
        #expect(items.count == 4)
        for item in items {
            let rendered = try renderer.render(item)
            let fonts = try #require(rendered.labelFonts.first)
            #expect(fonts.faces.allSatisfy { $0.family == "Noto Sans CJK JP" }, "\(item.environment.name): \(fonts.faces)")
        }
    }
}
