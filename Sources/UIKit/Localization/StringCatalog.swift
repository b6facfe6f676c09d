import Foundation

/// Reads a String Catalog (`.xcstrings`, the JSON Xcode 15 writes): for each key, each
/// language's text (`stringUnit.value`), plural forms (`variations.plural.<category>`), and
/// the plural variables a text names (`substitutions`, `%#@name@`, whose forms write the
/// count as `%arg`).
enum StringCatalog {
    /// The texts of `language` in the catalog `data`; an empty table when it is not one.
    static func table(from data: Data, language: String) -> LocalizationTable {
        var table = LocalizationTable()
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return table }
        table.exists = true
        table.sourceLanguage = root["sourceLanguage"] as? String
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
                  let localization = localizations[language] as? [String: Any] else { continue }
            if let value = Self.value(of: localization) {
                table.strings[key] = value
                if let substitutions = localization["substitutions"] as? [String: Any] {
                    table.substitutions[key] = Self.substitutions(substitutions)
                }
            } else if let forms = Self.pluralForms(of: localization) {
                table.plurals[key] = forms
            }
        }
        return table
    }

    /// The keys of every language's texts in the catalog `data`, and its source language.
    static func keys(in data: Data) -> (keys: Set<String>, sourceLanguage: String?) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return ([], nil) }
        return (Set(strings.keys), root["sourceLanguage"] as? String)
    }

    private static func substitutions(_ entries: [String: Any]) -> [String: LocalizationTable.Substitution] {
        var result: [String: LocalizationTable.Substitution] = [:]
        for (name, entry) in entries {
            guard let entry = entry as? [String: Any], let forms = pluralForms(of: entry) else { continue }
            result[name] = .init(argument: entry["argNum"] as? Int, specifier: entry["formatSpecifier"] as? String ?? "lld", forms: forms)
        }
        return result
    }

    /// The forms under `variations.plural`, by category; nil when there are none.
    private static func pluralForms(of entry: [String: Any]) -> [String: String]? {
        guard let plural = (entry["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var forms: [String: String] = [:]
        for (category, form) in plural {
            if let form = form as? [String: Any], let value = Self.value(of: form) { forms[category] = value }
        }
        return forms.isEmpty ? nil : forms
    }

    private static func value(of unit: [String: Any]) -> String? {
        (unit["stringUnit"] as? [String: Any])?["value"] as? String
    }
}
