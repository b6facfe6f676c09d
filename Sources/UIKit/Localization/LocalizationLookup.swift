import Foundation
import Locking
import QuartzCore
internal import Typesetting

/// Finds localized texts in a bundle's string tables, in the language of the render (the
/// environment's language; outside renders the process's preferred language): a String
/// Catalog (`<table>.xcstrings` in the bundle's resources), else
/// `<language>.lproj/<table>.stringsdict` and `<language>.lproj/<table>.strings`
/// (docs/LOCALIZATION.md). Tables are read once and kept.
package enum LocalizationLookup {
    private static let tables = Locked<[String: LocalizationTable]>([:])

    /// The language texts are looked up in: the render's, else the process's.
    package static var language: String {
        if let language = TextEngine.renderLanguage { return language.identifier }
        return Locale.preferredLanguages.first ?? "en"
    }

    /// The text `key` names in `table` of `bundle` in the current language, with `defaultValue`'s
    /// values formatted in; `defaultValue` (formatted) when no table has the key.
    package static func string(key: String, defaultValue: String.LocalizationValue, table: String?, bundle: Bundle) -> String {
        string(key: key, defaultValue: defaultValue.key, arguments: defaultValue.arguments, table: table ?? "Localizable", in: folders(of: bundle))
    }

    /// The text `key` names in the table `name` found in `folders`, formatted with `arguments`;
    /// `defaultValue` formatted when none has it (noted as a missing translation when the
    /// table exists and the language is not its source language).
    static func string(key: String, defaultValue: String, arguments: [LocalizationArgument], table name: String, in folders: [URL]) -> String {
        let language = self.language
        for candidate in candidates(for: language) {
            if let text = table(name, in: folders, language: candidate).text(key, arguments: arguments, language: candidate) { return text }
        }
        let shown = LocalizationFormat.format(defaultValue, arguments, language: language)
        noteMissing(key: key, table: name, in: folders, shown: shown)
        return shown
    }

    /// Notes `key` as a missing translation in the render running now when the table exists
    /// in `folders` without the current language's text for it (the source language's texts
    /// may be their keys, so it never misses one).
    static func noteMissing(key: String, table name: String, in folders: [URL], shown: String) {
        let language = self.language
        let table = self.table(name, in: folders, language: language)
        let source = table.sourceLanguage.map { candidates(for: language).contains($0) } ?? false
        if table.exists, !source {
            MissingTranslation(key: key, table: name, language: language, shown: shown).record()
        }
    }

    /// `ja-JP` → `ja-JP`, `ja`; `zh-Hans-CN` → `zh-Hans-CN`, `zh-Hans`, `zh`.
    static func candidates(for language: String) -> [String] {
        var parts = language.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        var result: [String] = []
        while !parts.isEmpty {
            result.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return result
    }

    /// The folders `bundle`'s tables are looked for in: its resources, and for the main
    /// bundle also the SwiftPM resource bundles beside it (`<Package>_<Target>.resources`),
    /// where a package's modules keep the tables an app keeps in its main bundle on iOS.
    static func folders(of bundle: Bundle) -> [URL] {
        let root = bundle.resourceURL ?? bundle.bundleURL
        guard bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL else { return [root] }
        return [root] + ResourceBundles.bundles(in: root)
    }

    /// `name`'s texts in `language` from the first of `folders` that has each, read once.
    static func table(_ name: String, in folders: [URL], language: String) -> LocalizationTable {
        var merged = LocalizationTable()
        for folder in folders { merged.fill(from: table(name, in: folder, language: language)) }
        return merged
    }

    /// `name`'s texts in `language` in `folder`: its String Catalog, then its `.lproj`
    /// `.stringsdict` and `.strings`, each filling only keys the ones before lack.
    static func table(_ name: String, in folder: URL, language: String) -> LocalizationTable {
        let cacheKey = folder.path + "\u{0}" + name + "\u{0}" + language
        if let known = tables.withLock({ $0[cacheKey] }) { return known }
        var table = LocalizationTable()
        if let data = try? Data(contentsOf: folder.appendingPathComponent(name + ".xcstrings")) {
            table = StringCatalog.table(from: data, language: language)
        }
        for lproj in Set([language + ".lproj", language.lowercased() + ".lproj"]).sorted() {
            let base = folder.appendingPathComponent(lproj).appendingPathComponent(name)
            if let data = try? Data(contentsOf: base.appendingPathExtension("stringsdict")), let rules = StringsDictionary.table(from: data) {
                table.fill(from: rules)
            }
            if let strings = stringsTable(at: base.appendingPathExtension("strings")) {
                table.fill(from: LocalizationTable(strings: strings, exists: true))
            }
        }
        tables.withLock { $0[cacheKey] = table }
        return table
    }

    /// The texts of the `.strings` file at `url` (the old property list format, comments
    /// allowed); nil when there is none or it is not one.
    static func stringsTable(at url: URL) -> [String: String]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String]
    }
}
