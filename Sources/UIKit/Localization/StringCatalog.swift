import Foundation

/// Reads a String Catalog (`.xcstrings`, the JSON Xcode 15 writes): for each key, each
/// language's text (`stringUnit.value`) or plural forms (`variations.plural.<category>`).
enum StringCatalog {
    /// The texts of `language` in the catalog `data`; an empty table when it is not one.
    static func table(from data: Data, language: String) -> LocalizationLookup.Table {
        var table = LocalizationLookup.Table()
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return table }
        table.exists = true
        table.sourceLanguage = root["sourceLanguage"] as? String
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
                  let localization = localizations[language] as? [String: Any] else { continue }
            if let value = Self.value(of: localization) {
                table.strings[key] = value
            } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                var forms: [String: String] = [:]
                for (category, form) in plural {
                    if let form = form as? [String: Any], let value = Self.value(of: form) { forms[category] = value }
                }
                if !forms.isEmpty { table.plurals[key] = forms }
            }
        }
        return table
    }

    private static func value(of unit: [String: Any]) -> String? {
        (unit["stringUnit"] as? [String: Any])?["value"] as? String
    }
}
