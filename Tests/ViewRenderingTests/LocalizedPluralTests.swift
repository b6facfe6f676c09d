import Foundation
import Testing
import ViewRendering

/// Plural rules beyond a catalog's plural text: `.stringsdict` rules (`%#@files@`), a String
/// Catalog's substitutions (two counts in one text, `%arg`), and the `NSLocalizedString` /
/// `String.localizedStringWithFormat` pair a mirrored module calls (docs/LOCALIZATION.md).
@MainActor
@Suite("Plural rules: .stringsdict, catalog substitutions, NSLocalizedString")
struct LocalizedPluralTests {
    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>%lld photos in %@</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@photos@ in %@</string>
                <key>photos</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>zero</key>
                    <string>No photos</string>
                    <key>one</key>
                    <string>One photo</string>
                    <key>other</key>
                    <string>%lld photos</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files in %lld folders" : { "localizations" : {
              "en" : {
                "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
                "substitutions" : {
                  "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } },
                  "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } } } } } } },
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld 個のフォルダに %1$lld 個のファイル" } } } },
            "%lld spots" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld spot" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld spots" } } } } },
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件のスポット" } } } },
            "Saved" : { "localizations" : {
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "保存済み" } } } }
          },
          "version" : "1.0"
        }
        """#

    static let bundle: Bundle? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plurals-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
            try Data(stringsdict.utf8).write(to: folder.appendingPathComponent("en.lproj/Photos.stringsdict"))
            try Data("\"%lld photos in %@\" = \"never shown: the .stringsdict rule comes first\";\n\"Album\" = \"Album\";\n".utf8)
                .write(to: folder.appendingPathComponent("en.lproj/Photos.strings"))
            try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        } catch {
            return nil
        }
        return Bundle(url: folder)
    }()

    @Test(".stringsdict: the rule's form by count (zero, one, other), the text's other value kept in place")
    func stringsdictRules() throws {
        let bundle = try #require(Self.bundle)
        func photos(_ count: Int) throws -> String {
            try LocalizedStringTests.inLanguage("en") { String(localized: "\(count) photos in \("Kyoto")", table: "Photos", bundle: bundle) }
        }
        #expect(try photos(0) == "No photos in Kyoto")
        #expect(try photos(1) == "One photo in Kyoto")
        #expect(try photos(12) == "12 photos in Kyoto")
        #expect(try LocalizedStringTests.inLanguage("en") { String(localized: "Album", table: "Photos", bundle: bundle) } == "Album",
                "the .strings table of the same name still gives its texts")
    }

    @Test("Catalog substitutions: each count selects its own form; a translation may reorder the counts")
    func catalogSubstitutions() throws {
        let bundle = try #require(Self.bundle)
        func files(_ files: Int, _ folders: Int, _ language: String) throws -> String {
            try LocalizedStringTests.inLanguage(language) { String(localized: "\(files) files in \(folders) folders", bundle: bundle) }
        }
        #expect(try files(1, 1, "en") == "1 file in 1 folder")
        #expect(try files(1, 3, "en") == "1 file in 3 folders")
        #expect(try files(5, 1, "en") == "5 files in 1 folder")
        #expect(try files(5, 2, "ja") == "2 個のフォルダに 5 個のファイル")
    }

    @Test("NSLocalizedString in a mirrored module: the render's language, and localizedStringWithFormat applies the plural")
    func nsLocalizedString() throws {
        let bundle = try #require(Self.bundle)
        #expect(try LocalizedStringTests.inLanguage("ja") { MirroredLocalization.localizedString("Saved", tableName: nil, bundle: bundle, value: "") }
                == "保存済み")
        #expect(try LocalizedStringTests.inLanguage("en") { MirroredLocalization.localizedString("Saved", tableName: nil, bundle: bundle, value: "") }
                == "Saved", "the source language's key is its text")
        #expect(try LocalizedStringTests.inLanguage("en") {
            MirroredLocalization.localizedString("Unknown", tableName: nil, bundle: bundle, value: "Fallback")
        } == "Fallback", "a key no table has gives the value, as on iOS")
        func spots(_ count: Int, _ language: String) throws -> String {
            try LocalizedStringTests.inLanguage(language) {
                let format = MirroredLocalization.localizedString("%lld spots", tableName: nil, bundle: bundle, value: "")
                return MirroredLocalization.localizedStringWithFormat(format, [count])
            }
        }
        #expect(try spots(1, "en") == "1 spot")
        #expect(try spots(4, "en") == "4 spots")
        #expect(try spots(4, "ja") == "4 件のスポット")
        func photos(_ count: Int) throws -> String {
            try LocalizedStringTests.inLanguage("en") {
                let format = MirroredLocalization.localizedString("%lld photos in %@", tableName: "Photos", bundle: bundle, value: "")
                return MirroredLocalization.localizedStringWithFormat(format, [count, "Nara"])
            }
        }
        #expect(try photos(1) == "One photo in Nara")
        #expect(try photos(3) == "3 photos in Nara")
        #expect(MirroredLocalization.localizedStringWithFormat("%d of %@", [2, "three"]) == "2 of three",
                "a format no table gave is Foundation's")
    }
}
