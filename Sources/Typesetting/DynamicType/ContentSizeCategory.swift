/// The user's preferred text size, UIKit's `UIContentSizeCategory`: seven standard sizes
/// (`large` is the default) and five accessibility sizes.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes (AX1 to AX5).
    public var isAccessibilityCategory: Bool {
        rank >= ContentSizeCategory.accessibilityMedium.rank
    }

    /// A short name: xS, S, M, L, xL, xxL, xxxL, AX1 ... AX5.
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][rank]
    }

    var rank: Int {
        Self.allCases.firstIndex(of: self) ?? 3
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rank < rhs.rank
    }
}
