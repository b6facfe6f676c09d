import Foundation

extension String {
    /// The text `keyAndValue` names in `table` (`Localizable` when nil) of `bundle` (the main
    /// bundle when nil), in the language of the render, or of the process outside renders,
    /// with its values formatted in; the key itself when no table has it. Foundation's
    /// initializer, which Linux's Foundation lacks (docs/LOCALIZATION.md).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = LocalizationLookup.string(key: keyAndValue.key, defaultValue: keyAndValue, table: table, bundle: bundle ?? .main)
    }

    /// The text `key` names, or `defaultValue` when no table has it.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizationLookup.string(key: "\(key)", defaultValue: defaultValue, table: table, bundle: bundle ?? .main)
    }

    /// The text `resource` names, looked up when called.
    public init(localized resource: LocalizedStringResource) {
        self = LocalizationLookup.string(key: resource.key, defaultValue: resource.defaultValue, table: resource.table, bundle: resource.bundle.bundle)
    }
}
