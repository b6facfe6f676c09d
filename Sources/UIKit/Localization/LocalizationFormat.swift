import Foundation

/// Formats localized texts: the `printf`-style specifiers a String Catalog's texts use
/// (`%@`, `%lld`, `%d`, `%lf`, `%f`, positional `%2$@`, `%%`), and the plural form a
/// count selects.
enum LocalizationFormat {
    /// `template` with `arguments` in place of its specifiers.
    static func format(_ template: String, _ arguments: [LocalizationArgument], language: String?) -> String {
        guard template.contains("%") else { return template }
        var result = ""
        var next = 0
        var scalars = template.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else { result.unicodeScalars.append(scalar); continue }
            if scalars.first == "%" { scalars.removeFirst(); result += "%"; continue }
            // %[n$][flags and width][length]conversion
            var specifier = ""
            while let c = scalars.first, c != "@", !CharacterSet.letters.contains(c) || "lhqzjtL".unicodeScalars.contains(c) {
                specifier.unicodeScalars.append(c)
                scalars.removeFirst()
            }
            guard let conversion = scalars.popFirst() else { result += "%" + specifier; break }
            var index = next
            if let dollar = specifier.firstIndex(of: "$"), let position = Int(specifier[..<dollar]) {
                index = position - 1
                specifier = String(specifier[specifier.index(after: dollar)...])
            } else {
                next += 1
            }
            guard arguments.indices.contains(index) else { result += "%" + specifier + String(conversion); continue }
            result += text(arguments[index], conversion: conversion, flags: specifier.filter { !"lhqzjtL".contains($0) })
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
    /// `language`: Japanese, Chinese and Korean have `other` alone; the other languages here
    /// have `one` for 1 and `other` for the rest; `zero` is taken for 0 when the catalog has
    /// it, as Xcode's catalogs allow.
    static func pluralForm(_ forms: [String: String], arguments: [LocalizationArgument], language: String) -> String {
        let count: Double? = arguments.lazy.compactMap { argument -> Double? in
            switch argument {
            case let .integer(value): return Double(value)
            case let .number(value): return value
            case .text: return nil
            }
        }.first
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
}
