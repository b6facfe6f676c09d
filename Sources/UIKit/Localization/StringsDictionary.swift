import Foundation

/// Reads a `.stringsdict` (the property list of plural rules Xcode wrote before String
/// Catalogs): for each key, the text (`NSStringLocalizedFormatKey`) and each variable it names
/// whose rule is `NSStringPluralRuleType`, with its forms by CLDR category.
enum StringsDictionary {
    /// The texts in `data`; nil when it is not a property list of dictionaries.
    static func table(from data: Data) -> LocalizationTable? {
        guard let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return nil }
        var table = LocalizationTable()
        table.exists = true
        for (key, entry) in root {
            guard let entry = entry as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else { continue }
            table.strings[key] = format
            var substitutions: [String: LocalizationTable.Substitution] = [:]
            for (name, rule) in entry {
                guard let rule = rule as? [String: Any], rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                var forms: [String: String] = [:]
                for category in ["zero", "one", "two", "few", "many", "other"] {
                    if let form = rule[category] as? String { forms[category] = form }
                }
                substitutions[name] = .init(argument: nil, specifier: nil, forms: forms)
            }
            if !substitutions.isEmpty { table.substitutions[key] = substitutions }
        }
        return table
    }
}
