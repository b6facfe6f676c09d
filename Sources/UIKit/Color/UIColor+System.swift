/// UIKit's fixed, system and semantic colors. System colors have a light and a dark value
/// (iOS 17's; see docs/COLORS.md); semantic colors (label, backgrounds, fills, separators)
/// also depend on elevation where iOS's do.
extension UIColor {
    private static func fixed(_ white: CGFloat, _ alpha: CGFloat = 1, name: String) -> UIColor {
        UIColor(storage: .fixed(red: white, green: white, blue: white, alpha: alpha), systemName: name, gray: true)
    }

    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// A color with a light and a dark value (and, for backgrounds, an elevated dark one).
    private static func dynamic(_ name: String, light: UIColor, dark: UIColor, elevatedDark: UIColor? = nil) -> UIColor {
        UIColor(storage: .dynamic({ traits in
            guard traits.userInterfaceStyle == .dark else { return light }
            if let elevatedDark, traits.userInterfaceLevel == .elevated { return elevatedDark }
            return dark
        }), systemName: name)
    }

    public class var black: UIColor { UIColor.sharedBlack }
    private static let sharedBlack = fixed(0, name: "blackColor")
    public class var darkGray: UIColor { UIColor.sharedDarkGray }
    private static let sharedDarkGray = fixed(1.0 / 3.0, name: "darkGrayColor")
    public class var lightGray: UIColor { UIColor.sharedLightGray }
    private static let sharedLightGray = fixed(2.0 / 3.0, name: "lightGrayColor")
    public class var white: UIColor { UIColor.sharedWhite }
    private static let sharedWhite = fixed(1, name: "whiteColor")
    public class var gray: UIColor { UIColor.sharedGray }
    private static let sharedGray = fixed(0.5, name: "grayColor")
    public class var clear: UIColor { UIColor.sharedClear }
    private static let sharedClear = fixed(0, 0, name: "clearColor")
    public class var red: UIColor { UIColor.sharedRed }
    private static let sharedRed = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public class var green: UIColor { UIColor.sharedGreen }
    private static let sharedGreen = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public class var blue: UIColor { UIColor.sharedBlue }
    private static let sharedBlue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public class var cyan: UIColor { UIColor.sharedCyan }
    private static let sharedCyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public class var yellow: UIColor { UIColor.sharedYellow }
    private static let sharedYellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public class var magenta: UIColor { UIColor.sharedMagenta }
    private static let sharedMagenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public class var orange: UIColor { UIColor.sharedOrange }
    private static let sharedOrange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public class var purple: UIColor { UIColor.sharedPurple }
    private static let sharedPurple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public class var brown: UIColor { UIColor.sharedBrown }
    private static let sharedBrown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public class var lightText: UIColor { UIColor.sharedLightText }
    private static let sharedLightText = fixed(1, 0.6, name: "lightTextColor")
    public class var darkText: UIColor { UIColor.sharedDarkText }
    private static let sharedDarkText = fixed(0, name: "darkTextColor")

    public class var systemRed: UIColor { UIColor.sharedSystemRed }
    private static let sharedSystemRed = dynamic("systemRedColor", light: rgb(255, 59, 48), dark: rgb(255, 69, 58))
    public class var systemOrange: UIColor { UIColor.sharedSystemOrange }
    private static let sharedSystemOrange = dynamic("systemOrangeColor", light: rgb(255, 149, 0), dark: rgb(255, 159, 10))
    public class var systemYellow: UIColor { UIColor.sharedSystemYellow }
    private static let sharedSystemYellow = dynamic("systemYellowColor", light: rgb(255, 204, 0), dark: rgb(255, 214, 10))
    public class var systemGreen: UIColor { UIColor.sharedSystemGreen }
    private static let sharedSystemGreen = dynamic("systemGreenColor", light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
    public class var systemMint: UIColor { UIColor.sharedSystemMint }
    private static let sharedSystemMint = dynamic("systemMintColor", light: rgb(0, 199, 190), dark: rgb(99, 230, 226))
    public class var systemTeal: UIColor { UIColor.sharedSystemTeal }
    private static let sharedSystemTeal = dynamic("systemTealColor", light: rgb(48, 176, 199), dark: rgb(64, 200, 224))
    public class var systemCyan: UIColor { UIColor.sharedSystemCyan }
    private static let sharedSystemCyan = dynamic("systemCyanColor", light: rgb(50, 173, 230), dark: rgb(100, 210, 255))
    public class var systemBlue: UIColor { UIColor.sharedSystemBlue }
    private static let sharedSystemBlue = dynamic("systemBlueColor", light: rgb(0, 122, 255), dark: rgb(10, 132, 255))
    public class var systemIndigo: UIColor { UIColor.sharedSystemIndigo }
    private static let sharedSystemIndigo = dynamic("systemIndigoColor", light: rgb(88, 86, 214), dark: rgb(94, 92, 230))
    public class var systemPurple: UIColor { UIColor.sharedSystemPurple }
    private static let sharedSystemPurple = dynamic("systemPurpleColor", light: rgb(175, 82, 222), dark: rgb(191, 90, 242))
    public class var systemPink: UIColor { UIColor.sharedSystemPink }
    private static let sharedSystemPink = dynamic("systemPinkColor", light: rgb(255, 45, 85), dark: rgb(255, 55, 95))
    public class var systemBrown: UIColor { UIColor.sharedSystemBrown }
    private static let sharedSystemBrown = dynamic("systemBrownColor", light: rgb(162, 132, 94), dark: rgb(172, 142, 104))
    public class var systemGray: UIColor { UIColor.sharedSystemGray }
    private static let sharedSystemGray = dynamic("systemGrayColor", light: rgb(142, 142, 147), dark: rgb(142, 142, 147))
    public class var systemGray2: UIColor { UIColor.sharedSystemGray2 }
    private static let sharedSystemGray2 = dynamic("systemGray2Color", light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
    public class var systemGray3: UIColor { UIColor.sharedSystemGray3 }
    private static let sharedSystemGray3 = dynamic("systemGray3Color", light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
    public class var systemGray4: UIColor { UIColor.sharedSystemGray4 }
    private static let sharedSystemGray4 = dynamic("systemGray4Color", light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
    public class var systemGray5: UIColor { UIColor.sharedSystemGray5 }
    private static let sharedSystemGray5 = dynamic("systemGray5Color", light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
    public class var systemGray6: UIColor { UIColor.sharedSystemGray6 }
    private static let sharedSystemGray6 = dynamic("systemGray6Color", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))

    /// The tint color of the view the color is used in (system blue outside a view).
    public class var tintColor: UIColor { UIColor.sharedTintColor }
    private static let sharedTintColor = UIColor(storage: .tint, systemName: "tintColor")

    public class var label: UIColor { UIColor.sharedLabel }
    private static let sharedLabel = dynamic("labelColor", light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    public class var secondaryLabel: UIColor { UIColor.sharedSecondaryLabel }
    private static let sharedSecondaryLabel = dynamic("secondaryLabelColor", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    public class var tertiaryLabel: UIColor { UIColor.sharedTertiaryLabel }
    private static let sharedTertiaryLabel = dynamic("tertiaryLabelColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public class var quaternaryLabel: UIColor { UIColor.sharedQuaternaryLabel }
    private static let sharedQuaternaryLabel = dynamic("quaternaryLabelColor", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
    public class var link: UIColor { UIColor.sharedLink }
    private static let sharedLink = dynamic("linkColor", light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
    public class var placeholderText: UIColor { UIColor.sharedPlaceholderText }
    private static let sharedPlaceholderText = dynamic("placeholderTextColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public class var separator: UIColor { UIColor.sharedSeparator }
    private static let sharedSeparator = dynamic("separatorColor", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    public class var opaqueSeparator: UIColor { UIColor.sharedOpaqueSeparator }
    private static let sharedOpaqueSeparator = dynamic("opaqueSeparatorColor", light: rgb(198, 198, 200), dark: rgb(56, 56, 58))

    public class var systemBackground: UIColor { UIColor.sharedSystemBackground }
    private static let sharedSystemBackground = dynamic("systemBackgroundColor", light: rgb(255, 255, 255), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
    public class var secondarySystemBackground: UIColor { UIColor.sharedSecondarySystemBackground }
    private static let sharedSecondarySystemBackground = dynamic("secondarySystemBackgroundColor", light: rgb(242, 242, 247), dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46))
    public class var tertiarySystemBackground: UIColor { UIColor.sharedTertiarySystemBackground }
    private static let sharedTertiarySystemBackground = dynamic("tertiarySystemBackgroundColor", light: rgb(255, 255, 255), dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60))
    public class var systemGroupedBackground: UIColor { UIColor.sharedSystemGroupedBackground }
    private static let sharedSystemGroupedBackground = dynamic("systemGroupedBackgroundColor", light: rgb(242, 242, 247), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
    public class var secondarySystemGroupedBackground: UIColor { UIColor.sharedSecondarySystemGroupedBackground }
    private static let sharedSecondarySystemGroupedBackground = dynamic("secondarySystemGroupedBackgroundColor", light: rgb(255, 255, 255), dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46))
    /// The background of a grouped table view, deprecated in iOS 13 with
    /// `systemGroupedBackground` as its replacement, whose values it has.
    public class var groupTableViewBackground: UIColor { UIColor.sharedGroupTableViewBackground }
    private static let sharedGroupTableViewBackground = dynamic("groupTableViewBackgroundColor", light: rgb(242, 242, 247), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
    public class var tertiarySystemGroupedBackground: UIColor { UIColor.sharedTertiarySystemGroupedBackground }
    private static let sharedTertiarySystemGroupedBackground = dynamic("tertiarySystemGroupedBackgroundColor", light: rgb(242, 242, 247), dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60))
    public class var systemFill: UIColor { UIColor.sharedSystemFill }
    private static let sharedSystemFill = dynamic("systemFillColor", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    public class var secondarySystemFill: UIColor { UIColor.sharedSecondarySystemFill }
    private static let sharedSecondarySystemFill = dynamic("secondarySystemFillColor", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    public class var tertiarySystemFill: UIColor { UIColor.sharedTertiarySystemFill }
    private static let sharedTertiarySystemFill = dynamic("tertiarySystemFillColor", light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    public class var quaternarySystemFill: UIColor { UIColor.sharedQuaternarySystemFill }
    private static let sharedQuaternarySystemFill = dynamic("quaternarySystemFillColor", light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
}
