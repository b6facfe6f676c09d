import Foundation

/// A reference to a localizable text, looked up when it is shown: Foundation's
/// `LocalizedStringResource` (which Linux's Foundation lacks). `String(localized:)` turns it
/// into text in the language of the render (docs/LOCALIZATION.md).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key in the string table.
    public var key: String
    /// The text, with its interpolated values, when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The table's name; `Localizable` when nil.
    public var table: String?
    /// The locale the values are formatted for.
    public var locale: Locale
    /// The bundle the tables are in.
    public var bundle: BundleDescription

    /// Where the string tables are.
    public enum BundleDescription: Hashable, Sendable {
        /// The app's main bundle.
        case main
        /// The bundle at a URL (a package's resources: `.atURL(Bundle.module.bundleURL)`).
        case atURL(URL)

        /// The bundle described.
        package var bundle: Bundle {
            switch self {
            case .main: return .main
            case let .atURL(url): return Bundle(url: url) ?? .main
            }
        }
    }

    /// The text `keyAndValue` names (its key and default value at once).
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
                comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// The text `key` names, `defaultValue` when no table has it.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    public var description: String { String(localized: self) }
}
