import Foundation
import Testing
import ViewRendering

/// `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource` (which
/// Linux's Foundation lacks): keys as Foundation builds them, texts from a String Catalog and
/// from `.lproj` string tables in the render's language, plural forms, and the key itself
/// when no table has it (docs/LOCALIZATION.md).
@MainActor
@Suite("Localized strings in the render's language")
struct LocalizedStringTests {
    static let renderer = try? ViewRenderer()

    /// A bundle folder with a String Catalog and `.lproj` tables, as SwiftPM copies a
    /// package's resources.
    static let bundle: Bundle? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("localized-\(UUID().uuidString)")
        let catalog = #"""
        {
          "sourceLanguage" : "ja",
          "strings" : {
            "予約する" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Book" } },
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "予約する" } } } },
            "Count: %lld" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld visit" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld visits" } } } } },
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "来訪 %lld 回" } } } },
            "%@ in %@" : { "localizations" : {
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "%2$@の%1$@" } } } }
          },
          "version" : "1.0"
        }
        """#
        do {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("ja.lproj"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
            try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
            try Data("/* The screen's title. */\n\"title\" = \"スポット\";\n".utf8).write(to: folder.appendingPathComponent("ja.lproj/Screens.strings"))
            try Data("\"title\" = \"Spot\";\n".utf8).write(to: folder.appendingPathComponent("en.lproj/Screens.strings"))
        } catch {
            return nil
        }
        return Bundle(url: folder)
    }()

    /// `body` in a render environment of `language`.
    static func inLanguage<T>(_ language: String, _ body: @MainActor () -> T) throws -> T {
        let renderer = try #require(renderer)
        return renderer.withEnvironment(RenderEnvironment(traits: UITraitCollection(displayScale: 2), language: Locale.Language(identifier: language))) { body() }
    }

    @Test("Keys are built as Foundation builds them: %@ for text, %lld for integers, %lf for numbers, %% for a percent sign")
    func keys() {
        let name = "Ken", count = 3, ratio = 0.5
        #expect(String.LocalizationValue("Hello \(name)").key == "Hello %@")
        #expect(String.LocalizationValue("Count: \(count)").key == "Count: %lld")
        #expect(String.LocalizationValue("\(ratio) done").key == "%lf done")
        #expect(String.LocalizationValue("100% of \(count)").key == "100%% of %lld")
        #expect(String.LocalizationValue("100%").key == "100%", "a literal alone is its own key")
    }

    @Test("A String Catalog's text in the render's language; Japanese and English differ")
    func catalogTexts() throws {
        let bundle = try #require(Self.bundle)
        #expect(try Self.inLanguage("ja") { String(localized: "予約する", bundle: bundle) } == "予約する")
        #expect(try Self.inLanguage("en") { String(localized: "予約する", bundle: bundle) } == "Book")
        #expect(try Self.inLanguage("en-GB") { String(localized: "予約する", bundle: bundle) } == "Book", "en-GB falls back to en")
    }

    @Test("Plural forms by count: English one and other, Japanese other alone")
    func plurals() throws {
        let bundle = try #require(Self.bundle)
        func visits(_ count: Int, _ language: String) throws -> String {
            try Self.inLanguage(language) { String(localized: "Count: \(count)", bundle: bundle) }
        }
        #expect(try visits(1, "en") == "1 visit")
        #expect(try visits(3, "en") == "3 visits")
        #expect(try visits(1, "ja") == "来訪 1 回")
    }

    @Test("Positional arguments reorder; .lproj string tables by name; a missing key is its default value")
    func tablesAndFallbacks() throws {
        let bundle = try #require(Self.bundle)
        let spot = "人形町", ward = "中央区"
        #expect(try Self.inLanguage("ja") { String(localized: "\(spot) in \(ward)", bundle: bundle) } == "中央区の人形町")
        #expect(try Self.inLanguage("en") { String(localized: "\(spot) in \(ward)", bundle: bundle) } == "人形町 in 中央区",
                "no English text: the key, formatted")
        #expect(try Self.inLanguage("ja") { String(localized: "title", table: "Screens", bundle: bundle) } == "スポット")
        #expect(try Self.inLanguage("en") { String(localized: "title", table: "Screens", bundle: bundle) } == "Spot")
        #expect(try Self.inLanguage("en") { String(localized: "place.title", defaultValue: "Place", bundle: bundle) } == "Place")
    }

    @Test("A text missing from the catalog in the render's language is a warning and a finding on the label showing it; the source language's are not")
    func missingTranslations() throws {
        let bundle = try #require(Self.bundle)
        let renderer = try #require(Self.renderer)
        func render(_ language: String) throws -> RenderedImage {
            let environment = RenderEnvironment(traits: UITraitCollection(displayScale: 2), language: Locale.Language(identifier: language))
            // The text is looked up while the render runs (as a screen's texts are when its
            // view loads), so the render sees the lookup.
            final class Box: UIView {
                let label = UILabel(frame: CGRect(x: 10, y: 5, width: 200, height: 30))
                var bundle: Bundle?
                override func didMoveToWindow() {
                    super.didMoveToWindow()
                    let spot = "人形町", ward = "中央区"
                    label.text = String(localized: "\(spot) in \(ward)", bundle: bundle)
                }
            }
            let view = renderer.withEnvironment(environment) { () -> UIView in
                let box = Box(frame: CGRect(x: 0, y: 0, width: 220, height: 40))
                box.bundle = bundle
                box.label.font = .preferredFont(forTextStyle: .body)
                box.backgroundColor = .white
                box.addSubview(box.label)
                return box
            }
            return try renderer.render(view, in: environment, size: .fixed(CGSize(width: 220, height: 40)))
        }
        let english = try render("en")
        let warning = try #require(english.warnings.first { $0.kind == .missingTranslation }, "\(english.warnings)")
        #expect(warning.message == "no en text for \"%@ in %@\" in Localizable: \"人形町 in 中央区\" was shown")
        let finding = try #require(english.findings.first { $0.check == .missingTranslation }, "\(english.findings)")
        #expect(finding.region == CGRect(x: 10, y: 5, width: 200, height: 30))
        let japanese = try render("ja")
        #expect(!japanese.warnings.contains { $0.kind == .missingTranslation } && !japanese.findings.contains { $0.check == .missingTranslation })
    }

    @Test("A LocalizedStringResource is looked up when it becomes text, in that render's language")
    func resources() throws {
        let bundle = try #require(Self.bundle)
        let resource = LocalizedStringResource("予約する", bundle: .atURL(bundle.bundleURL))
        #expect(resource.key == "予約する")
        #expect(try Self.inLanguage("en") { String(localized: resource) } == "Book")
        #expect(try Self.inLanguage("ja") { String(localized: resource) } == "予約する")
    }
}
