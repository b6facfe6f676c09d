import Foundation
import Locking
import QuartzCore
internal import Typesetting

/// Finds localized texts in a bundle's string tables, in the language of the render (the
/// environment's language; outside renders the process's preferred language): a String
/// Catalog (`<table>.xcstrings` in the bundle's resources), else `<language>.lproj/<table>.strings`
/// (docs/LOCALIZATION.md). Tables are read once and kept.
package enum LocalizationLookup {
    /// One table's texts for one language: plain texts, and plural forms by category.
    struct Table: Sendable {
        var strings: [String: String] = [:]
        var plurals: [String: [String: String]] = [:]
        /// Whether the bundle has the table at all (in any language).
        var exists = false
        /// The catalog's source language, whose texts are their keys when it gives none.
        var sourceLanguage: String?
    }

    private static let tables = Locked<[String: Table]>([:])

    /// The language texts are looked up in: the render's, else the process's.
    package static var language: String {
        if let language = TextEngine.renderLanguage { return language.identifier }
        return Locale.preferredLanguages.first ?? "en"
    }

    /// The text `key` names in `table` of `bundle` in the current language, with `defaultValue`'s
    /// values formatted in; `defaultValue` (formatted) when no table has the key.
    package static func string(key: String, defaultValue: String.LocalizationValue, table: String?, bundle: Bundle) -> String {
        let language = self.language
        let name = table ?? "Localizable"
        for candidate in candidates(for: language) {
            let found = self.table(name, in: bundle, language: candidate)
            if let plural = found.plurals[key] {
                return LocalizationFormat.format(LocalizationFormat.pluralForm(plural, arguments: defaultValue.arguments, language: candidate),
                                                 defaultValue.arguments, language: candidate)
            }
            if let text = found.strings[key] { return LocalizationFormat.format(text, defaultValue.arguments, language: candidate) }
        }
        let shown = LocalizationFormat.format(defaultValue.key, defaultValue.arguments, language: language)
        // A table the bundle has, without this language's text: a missing translation (the
        // source language's texts may be their keys).
        let table = self.table(name, in: bundle, language: language)
        let source = table.sourceLanguage.map { candidates(for: language).contains($0) } ?? false
        if table.exists, !source {
            MissingTranslation(key: key, table: name, language: language, shown: shown).record()
        }
        return shown
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

    /// `name`'s texts in `language`, read once.
    static func table(_ name: String, in bundle: Bundle, language: String) -> Table {
        let root = bundle.resourceURL ?? bundle.bundleURL
        let cacheKey = root.path + "\u{0}" + name + "\u{0}" + language
        if let known = tables.withLock({ $0[cacheKey] }) { return known }
        var table = Table()
        let catalog = root.appendingPathComponent(name + ".xcstrings")
        if let data = try? Data(contentsOf: catalog) {
            table = StringCatalog.table(from: data, language: language)
        }
        for folder in [language + ".lproj", language.lowercased() + ".lproj"] {
            let strings = root.appendingPathComponent(folder).appendingPathComponent(name + ".strings")
            guard let data = try? Data(contentsOf: strings),
                  let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String] else { continue }
            table.exists = true
            table.strings.merge(plist) { catalogValue, _ in catalogValue }
            break
        }
        tables.withLock { $0[cacheKey] = table }
        return table
    }
}
