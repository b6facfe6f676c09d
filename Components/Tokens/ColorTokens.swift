import ViewKit

/// The design system's colors, each with a light and a dark value. Components take their
/// colors from here; screens never pick colors themselves.
public enum ColorTokens {
    /// The brand color of primary actions.
    public static let primary = Color(light: Color(hex: 0x0B5FD9), dark: Color(hex: 0x4C8DFF))
    /// Primary actions while pressed.
    public static let primaryPressed = Color(light: Color(hex: 0x084AA8), dark: Color(hex: 0x2F6FE0))
    /// Primary actions that cannot be used.
    public static let primaryDisabled = Color(light: Color(hex: 0xC7CDD6), dark: Color(hex: 0x3A3F47))
    /// Titles of primary actions that cannot be used.
    public static let onPrimaryDisabled = Color(light: Color(hex: 0x7A828E), dark: Color(hex: 0x8E96A3))
    /// Text and icons on the primary color.
    public static let onPrimary = Color(light: .white, dark: .white)
    /// Titles and body text.
    public static let textPrimary = Color(light: Color(hex: 0x14171C), dark: Color(hex: 0xF2F4F7))
    /// Supporting text.
    public static let textSecondary = Color(light: Color(hex: 0x5C6470), dark: Color(hex: 0xA3ABB8))
    /// Screen backgrounds.
    public static let background = Color(light: .white, dark: Color(hex: 0x0E1014))
    /// Cards and grouped content.
    public static let surface = Color(light: Color(hex: 0xF3F5F8), dark: Color(hex: 0x1B1F26))
    /// Borders and frames around content (the map's inset).
    public static let border = textSecondary
    /// The scrim that dims content under a menu.
    public static let scrim = Color(light: Color(white: 0, alpha: 0.35), dark: Color(white: 0, alpha: 0.55))
    /// Behind video and other media, in both appearances.
    public static let media = Color(light: Color(hex: 0x141414), dark: Color(hex: 0x141414))
    /// Icons over media.
    public static let onMedia = Color(light: .white, dark: .white)
    /// Translucent panels over media (comments over a playing video).
    public static let mediaOverlay = Color(light: Color(white: 1, alpha: 0.75), dark: Color(hex: 0x0E1014).withAlphaComponent(0.75))
    /// Land on maps.
    public static let mapLand = primary.withAlphaComponent(0.35)
    /// Sea on maps.
    public static let mapSea = surface
    /// Notification badges.
    public static let badge = Color(light: Color(hex: 0xE5322D), dark: Color(hex: 0xFF5A52))
    /// A selected tab's icon and title.
    public static let tabSelected = primary
    /// An unselected tab's icon and title.
    public static let tabUnselected = Color(light: Color(hex: 0x8A919C), dark: Color(hex: 0x7D8591))
}
