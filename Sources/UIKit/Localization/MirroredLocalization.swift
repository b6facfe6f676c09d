import Foundation
import Locking

/// What a mirrored module's `NSLocalizedString` and `String.localizedStringWithFormat(_:_:)`
/// call. Foundation's `NSLocalizedString` on Linux reads the process's language once, and a
/// second declaration in `UIKit` would make every call ambiguous; the UIKit mirror therefore
/// declares both in the team's module (`UIKitMirrorLocalization.swift`), where they shadow
/// Foundation's, and they look texts up here in the language of the render
/// (docs/LOCALIZATION.md).
public enum MirroredLocalization {
    /// The plural rules of texts `localizedString` returned, by the text, for
    /// `localizedStringWithFormat` to apply (on iOS the returned string carries them).
    private static let rules = Locked<[String: Rule]>([:])

    private enum Rule: Sendable {
        case plural([String: String], language: String)
        case substitutions([String: LocalizationTable.Substitution], language: String)
    }

    /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)`: the text `key` names in
    /// `tableName` (`Localizable` when nil) of `bundle` in the current language, unformatted;
    /// `value` when no table has it (`key` when `value` is empty). A plural text (a catalog's
    /// plural variations, a `.stringsdict` rule) is returned as its `other` form or its
    /// format, and `String.localizedStringWithFormat` picks the form its count selects.
    public static func localizedString(_ key: String, tableName: String?, bundle: Bundle, value: String) -> String {
        let name = tableName ?? "Localizable"
        let folders = LocalizationLookup.folders(of: bundle)
        for candidate in LocalizationLookup.candidates(for: LocalizationLookup.language) {
            let table = LocalizationLookup.table(name, in: folders, language: candidate)
            if let forms = table.plurals[key] {
                let text = forms["other"] ?? forms.values.sorted().first ?? key
                rules.withLock { $0[text] = .plural(forms, language: candidate) }
                return text
            }
            if let text = table.strings[key] {
                if let substitutions = table.substitutions[key] {
                    rules.withLock { $0[text] = .substitutions(substitutions, language: candidate) }
                }
                return text
            }
        }
        let shown = value.isEmpty ? key : value
        LocalizationLookup.noteMissing(key: key, table: name, in: folders, shown: shown)
        return shown
    }

    /// `String.localizedStringWithFormat(format, arguments...)`: `format` with `arguments`
    /// formatted in, after the plural form their counts select when `format` is a plural text
    /// `localizedString` returned; otherwise Foundation's formatting in the current locale.
    public static func localizedStringWithFormat(_ format: String, _ arguments: [any CVarArg]) -> String {
        guard let rule = rules.withLock({ $0[format] }) else {
            return String(format: format, locale: Locale.current, arguments: arguments)
        }
        let values = arguments.map(argument(of:))
        switch rule {
        case let .plural(forms, language):
            return LocalizationFormat.format(LocalizationFormat.pluralForm(forms, arguments: values, language: language), values, language: language)
        case let .substitutions(substitutions, language):
            return LocalizationFormat.format(LocalizationFormat.substitute(format, substitutions, arguments: values, language: language), values,
                                             language: language)
        }
    }

    /// A `printf` argument as a localization value: integers, floating-point numbers, text.
    private static func argument(of value: any CVarArg) -> LocalizationArgument {
        switch value {
        case let value as Int: return .integer(Int64(value))
        case let value as Int32: return .integer(Int64(value))
        case let value as Int64: return .integer(value)
        case let value as Int16: return .integer(Int64(value))
        case let value as Int8: return .integer(Int64(value))
        case let value as UInt: return .integer(Int64(clamping: value))
        case let value as UInt32: return .integer(Int64(value))
        case let value as UInt64: return .integer(Int64(clamping: value))
        case let value as Double: return .number(value)
        case let value as Float: return .number(Double(value))
        case let value as CGFloat: return .number(Double(value))
        case let value as String: return .text(value)
        case let value as NSNumber: return .number(value.doubleValue)
        default: return .text(String(describing: value))
        }
    }
}
