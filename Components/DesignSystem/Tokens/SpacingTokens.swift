import UIKit

/// The design system's spacing scale and corner radii, in points.
public enum SpacingTokens {
    /// 4 points: inside compact components.
    public static let extraSmall: CGFloat = 4
    /// 8 points: between related items.
    public static let small: CGFloat = 8
    /// 16 points: screen margins and between groups.
    public static let medium: CGFloat = 16
    /// 24 points: around panels.
    public static let large: CGFloat = 24
    /// The corner radius of buttons and cards.
    public static let cornerRadius: CGFloat = 12
    /// The corner radius of small frames (the map's inset).
    public static let smallCornerRadius: CGFloat = 8
    /// The width of borders.
    public static let borderWidth: CGFloat = 1
    /// The height of primary action buttons.
    public static let buttonHeight: CGFloat = 48
}
