/// UIKit's semantic and system colors, with their light and dark values.
extension Color {
    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)

    public static let systemBlue = Color(light: Color(hex: 0x007AFF), dark: Color(hex: 0x0A84FF))
    public static let systemGreen = Color(light: Color(hex: 0x34C759), dark: Color(hex: 0x30D158))
    public static let systemRed = Color(light: Color(hex: 0xFF3B30), dark: Color(hex: 0xFF453A))
    public static let systemOrange = Color(light: Color(hex: 0xFF9500), dark: Color(hex: 0xFF9F0A))
    public static let systemGray = Color(light: Color(hex: 0x8E8E93), dark: Color(hex: 0x8E8E93))

    /// Primary text.
    public static let label = Color(light: .black, dark: .white)
    /// Secondary text.
    public static let secondaryLabel = Color(light: Color(hex: 0x3C3C43, alpha: 0.6), dark: Color(hex: 0xEBEBF5, alpha: 0.6))
    /// Tertiary text and disabled controls.
    public static let tertiaryLabel = Color(light: Color(hex: 0x3C3C43, alpha: 0.3), dark: Color(hex: 0xEBEBF5, alpha: 0.3))
    /// Screen backgrounds.
    public static let systemBackground = Color(light: .white, dark: .black)
    /// Grouped content on a background.
    public static let secondarySystemBackground = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E))
    /// Hairlines between content.
    public static let separator = Color(light: Color(hex: 0x3C3C43, alpha: 0.29), dark: Color(hex: 0x545458, alpha: 0.6))
}
