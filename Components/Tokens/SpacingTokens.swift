/// The design system's spacing scale and corner radii, in points.
public enum SpacingTokens {
    public static let extraSmall: Double = 4
    public static let small: Double = 8
    public static let medium: Double = 16
    public static let large: Double = 24
    /// The corner radius of buttons and cards.
    public static let cornerRadius: Double = 12
    /// The height of primary action buttons.
    public static let buttonHeight: Double = 48
}
