package import Typesetting

/// The user's preferred text size, UIKit's `UIContentSizeCategory`: seven standard sizes
/// (`large` is the default) and five accessibility sizes (docs/DYNAMIC_TYPE.md).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve categories in order of size.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { engineCategory.isAccessibilityCategory && self != .unspecified }

    /// The text engine's category (unspecified reads as large).
    package var engineCategory: ContentSizeCategory {
        guard let index = Self.ordered.firstIndex(of: self) else { return .large }
        return ContentSizeCategory.allCases[index]
    }

    /// The category for the text engine's.
    package init(_ category: ContentSizeCategory) {
        self = Self.ordered[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (Self.ordered.firstIndex(of: lhs) ?? 3) < (Self.ordered.firstIndex(of: rhs) ?? 3)
    }
}

extension UIContentSizeCategory {
    /// Posted when the text size changes (never, during a render).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in the notification's user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIContentSizeCategory {
    /// A short name for files: `XS` … `XXXL`, `AX1` … `AX5`.
    package var shortName: String { engineCategory.shortName }
}
