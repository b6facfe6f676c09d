import Foundation

/// Formats localized texts: the `printf`-style specifiers a String Catalog's texts use
/// (`%@`, `%lld`, `%d`, `%lf`, `%f`, positional `%2$@`, `%%`), and the plural form a
/// count selects.
enum LocalizationFormat {
    /// `template` with `arguments` in place of its specifiers.
    static func format(_ template: String, _ arguments: [LocalizationArgument], language: String?) -> String {
        guard template.contains("%") else { return template }
        var result = ""
        for piece in FormatSpecifiers(template) {
            switch piece {
            case let .literal(scalar): result.unicodeScalars.append(scalar)
            case .percent: result += "%"
            case let .unfinished(flags): result += "%" + flags
            case let .specifier(argument, flags, conversion, _):
                guard arguments.indices.contains(argument) else { result += "%" + flags + String(conversion); continue }
                result += text(arguments[argument], conversion: conversion, flags: flags.filter { !"lhqzjtL".contains($0) })
            }
        }
        return result
    }

    private static func text(_ argument: LocalizationArgument, conversion: Unicode.Scalar, flags: String) -> String {
        switch (argument, conversion) {
        case let (.text(text), _): return text
        case let (.integer(value), "f"), let (.integer(value), "e"), let (.integer(value), "g"):
            return String(format: "%" + flags + String(conversion), Double(value))
        case let (.integer(value), _): return String(format: "%" + flags + "lld", value)
        case let (.number(value), "d"), let (.number(value), "i"), let (.number(value), "u"):
            return String(format: "%" + flags + "lld", Int64(value))
        case let (.number(value), "@"): return String(value)
        case let (.number(value), _): return String(format: "%" + flags + String(conversion), value)
        }
    }

    /// The plural form of `forms` (by CLDR category) the first numeric argument selects in
    /// `language` (a catalog's plural text, which has one count).
    static func pluralForm(_ forms: [String: String], arguments: [LocalizationArgument], language: String) -> String {
        pluralForm(forms, count: arguments.lazy.compactMap(count(of:)).first, language: language)
    }

    /// The plural form of `forms` that `count` selects in `language`: Japanese, Chinese and
    /// Korean have `other` alone; the other languages here have `one` for 1 and `other` for
    /// the rest; `zero` is taken for 0 when the table has it, as Xcode's catalogs and
    /// `.stringsdict` rules allow.
    static func pluralForm(_ forms: [String: String], count: Double?, language: String) -> String {
        let primary = language.split(separator: "-").first.map(String.init) ?? language
        var category = "other"
        if let count {
            if count == 0, forms["zero"] != nil {
                category = "zero"
            } else if !["ja", "zh", "ko"].contains(primary), count == 1 {
                category = "one"
            }
        }
        return forms[category] ?? forms["other"] ?? forms.values.sorted().first ?? ""
    }

    /// The number an argument holds; nil for text.
    private static func count(of argument: LocalizationArgument) -> Double? {
        switch argument {
        case let .integer(value): return Double(value)
        case let .number(value): return value
        case .text: return nil
        }
    }

    /// `text` with each plural variable it names (`%#@files@`, `%2$#@files@`) replaced by the
    /// form its count selects, every specifier made positional so that the counts in the forms
    /// and the text's other values keep their arguments. A variable counts as one argument in
    /// the text's order; its forms write the count as `%arg` (a String Catalog's, formatted
    /// with its `formatSpecifier`) or as a plain specifier (a `.stringsdict` rule's). A
    /// variable `substitutions` lacks stays as it is written.
    static func substitute(_ text: String, _ substitutions: [String: LocalizationTable.Substitution], arguments: [LocalizationArgument],
                           language: String) -> String {
        guard text.contains("#@") else { return text }
        var result = ""
        for piece in FormatSpecifiers(text) {
            switch piece {
            case let .literal(scalar): result.unicodeScalars.append(scalar)
            case .percent: result += "%%"
            case let .unfinished(flags): result += "%%" + flags
            case let .specifier(argument, flags, conversion, nil):
                result += "%\(argument + 1)$" + flags + String(conversion)
            case let .specifier(index, _, _, name?):
                guard let substitution = substitutions[name] else {
                    result += "%%#@" + name + "@"
                    continue
                }
                let argument = (substitution.argument ?? index + 1) - 1
                let count = arguments.indices.contains(argument) ? Self.count(of: arguments[argument]) : nil
                var form = pluralForm(substitution.forms, count: count, language: language)
                if let written = substitution.specifier {
                    form = form.replacingOccurrences(of: "%arg", with: "%\(argument + 1)$" + written)
                }
                result += positional(form, argument: argument)
            }
        }
        return result
    }

    /// `form` with its specifiers that name no argument made to name `argument` (0-based).
    private static func positional(_ form: String, argument: Int) -> String {
        guard form.contains("%") else { return form }
        var result = ""
        var scalars = form.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            result.unicodeScalars.append(scalar)
            guard scalar == "%" else { continue }
            if scalars.first == "%" { scalars.removeFirst(); result += "%"; continue }
            var lookahead = scalars
            var digits = ""
            while let c = lookahead.first, ("0"..."9").contains(c) { digits.unicodeScalars.append(c); lookahead.removeFirst() }
            if lookahead.first == "$", !digits.isEmpty { continue }
            result += "\(argument + 1)$"
        }
        return result
    }
}
