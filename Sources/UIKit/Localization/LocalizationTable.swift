import Foundation

/// One string table's texts in one language, as the lookup keeps them: plain texts (which may
/// name plural substitutions, `%#@name@`), plural forms of a whole text by CLDR category, and
/// each text's substitutions (docs/LOCALIZATION.md).
struct LocalizationTable: Sendable {
    /// A plural variable of a text (`%#@files@`): the forms its value selects, the argument
    /// it takes its count from, and the specifier its forms format the count with.
    struct Substitution: Sendable, Equatable {
        /// The 1-based argument the count comes from; nil when it is the argument the
        /// variable stands at in the text (a `.stringsdict` variable, or a catalog's without
        /// `argNum`).
        var argument: Int?
        /// The count's specifier without `%` (`lld`, `d`); nil for a `.stringsdict` rule,
        /// whose forms write their own.
        var specifier: String?
        /// The forms by CLDR category (`zero`, `one`, `two`, `few`, `many`, `other`).
        var forms: [String: String]
    }

    var strings: [String: String] = [:]
    var plurals: [String: [String: String]] = [:]
    /// The substitutions of texts that name them, by key and then by variable name.
    var substitutions: [String: [String: Substitution]] = [:]
    /// Whether any file of the table was found (in any language).
    var exists = false
    /// The catalog's source language, whose texts may be their keys.
    var sourceLanguage: String?

    /// Whether the table has a text for `key` in any form.
    func has(_ key: String) -> Bool {
        strings[key] != nil || plurals[key] != nil
    }

    /// Every key the table has a text for.
    var keys: Set<String> { Set(strings.keys).union(plurals.keys) }

    /// `other`'s entries added where this table has none for the key.
    mutating func fill(from other: LocalizationTable) {
        exists = exists || other.exists
        sourceLanguage = sourceLanguage ?? other.sourceLanguage
        for (key, value) in other.strings where !has(key) {
            strings[key] = value
            if let substitution = other.substitutions[key] { substitutions[key] = substitution }
        }
        for (key, forms) in other.plurals where !has(key) { plurals[key] = forms }
    }

    /// The text for `key` with `arguments` formatted in, in `language`; nil when the table
    /// has none.
    func text(_ key: String, arguments: [LocalizationArgument], language: String) -> String? {
        if let forms = plurals[key] {
            let form = LocalizationFormat.pluralForm(forms, arguments: arguments, language: language)
            return LocalizationFormat.format(form, arguments, language: language)
        }
        guard let text = strings[key] else { return nil }
        let expanded = LocalizationFormat.substitute(text, substitutions[key] ?? [:], arguments: arguments, language: language)
        return LocalizationFormat.format(expanded, arguments, language: language)
    }
}
