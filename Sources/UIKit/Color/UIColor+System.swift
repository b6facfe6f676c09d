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

    public class var black: UIColor { fixed(0, name: "blackColor") }
    public class var darkGray: UIColor { fixed(1.0 / 3.0, name: "darkGrayColor") }
    public class var lightGray: UIColor { fixed(2.0 / 3.0, name: "lightGrayColor") }
    public class var white: UIColor { fixed(1, name: "whiteColor") }
    public class var gray: UIColor { fixed(0.5, name: "grayColor") }
    public class var clear: UIColor { fixed(0, 0, name: "clearColor") }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var lightText: UIColor { fixed(1, 0.6, name: "lightTextColor") }
    public class var darkText: UIColor { fixed(0, name: "darkTextColor") }

    public class var systemRed: UIColor { dynamic("systemRedColor", light: rgb(255, 59, 48), dark: rgb(255, 69, 58)) }
    public class var systemOrange: UIColor { dynamic("systemOrangeColor", light: rgb(255, 149, 0), dark: rgb(255, 159, 10)) }
    public class var systemYellow: UIColor { dynamic("systemYellowColor", light: rgb(255, 204, 0), dark: rgb(255, 214, 10)) }
    public class var systemGreen: UIColor { dynamic("systemGreenColor", light: rgb(52, 199, 89), dark: rgb(48, 209, 88)) }
    public class var systemMint: UIColor { dynamic("systemMintColor", light: rgb(0, 199, 190), dark: rgb(99, 230, 226)) }
    public class var systemTeal: UIColor { dynamic("systemTealColor", light: rgb(48, 176, 199), dark: rgb(64, 200, 224)) }
    public class var systemCyan: UIColor { dynamic("systemCyanColor", light: rgb(50, 173, 230), dark: rgb(100, 210, 255)) }
    public class var systemBlue: UIColor { dynamic("systemBlueColor", light: rgb(0, 122, 255), dark: rgb(10, 132, 255)) }
    public class var systemIndigo: UIColor { dynamic("systemIndigoColor", light: rgb(88, 86, 214), dark: rgb(94, 92, 230)) }
    public class var systemPurple: UIColor { dynamic("systemPurpleColor", light: rgb(175, 82, 222), dark: rgb(191, 90, 242)) }
    public class var systemPink: UIColor { dynamic("systemPinkColor", light: rgb(255, 45, 85), dark: rgb(255, 55, 95)) }
    public class var systemBrown: UIColor { dynamic("systemBrownColor", light: rgb(162, 132, 94), dark: rgb(172, 142, 104)) }
    public class var systemGray: UIColor { dynamic("systemGrayColor", light: rgb(142, 142, 147), dark: rgb(142, 142, 147)) }
    public class var systemGray2: UIColor { dynamic("systemGray2Color", light: rgb(174, 174, 178), dark: rgb(99, 99, 102)) }
    public class var systemGray3: UIColor { dynamic("systemGray3Color", light: rgb(199, 199, 204), dark: rgb(72, 72, 74)) }
    public class var systemGray4: UIColor { dynamic("systemGray4Color", light: rgb(209, 209, 214), dark: rgb(58, 58, 60)) }
    public class var systemGray5: UIColor { dynamic("systemGray5Color", light: rgb(229, 229, 234), dark: rgb(44, 44, 46)) }
    public class var systemGray6: UIColor { dynamic("systemGray6Color", light: rgb(242, 242, 247), dark: rgb(28, 28, 30)) }

    /// The tint color of the view the color is used in (system blue outside a view).
    public class var tintColor: UIColor { UIColor(storage: .tint, systemName: "tintColor") }

    public class var label: UIColor { dynamic("labelColor", light: rgb(0, 0, 0), dark: rgb(255, 255, 255)) }
    public class var secondaryLabel: UIColor { dynamic("secondaryLabelColor", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6)) }
    public class var tertiaryLabel: UIColor { dynamic("tertiaryLabelColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)) }
    public class var quaternaryLabel: UIColor { dynamic("quaternaryLabelColor", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16)) }
    public class var link: UIColor { dynamic("linkColor", light: rgb(0, 122, 255), dark: rgb(9, 132, 255)) }
    public class var placeholderText: UIColor { dynamic("placeholderTextColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)) }
    public class var separator: UIColor { dynamic("separatorColor", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6)) }
    public class var opaqueSeparator: UIColor { dynamic("opaqueSeparatorColor", light: rgb(198, 198, 200), dark: rgb(56, 56, 58)) }

    public class var systemBackground: UIColor {
        dynamic("systemBackgroundColor", light: rgb(255, 255, 255), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
    }
    public class var secondarySystemBackground: UIColor {
        dynamic("secondarySystemBackgroundColor", light: rgb(242, 242, 247), dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46))
    }
    public class var tertiarySystemBackground: UIColor {
        dynamic("tertiarySystemBackgroundColor", light: rgb(255, 255, 255), dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60))
    }
    public class var systemGroupedBackground: UIColor {
        dynamic("systemGroupedBackgroundColor", light: rgb(242, 242, 247), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
    }
    public class var secondarySystemGroupedBackground: UIColor {
        dynamic("secondarySystemGroupedBackgroundColor", light: rgb(255, 255, 255), dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46))
    }
    /// The background of a grouped table view, deprecated in iOS 13 with
    /// `systemGroupedBackground` as its replacement, whose values it has.
    public class var groupTableViewBackground: UIColor {
        dynamic("groupTableViewBackgroundColor", light: rgb(242, 242, 247), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
    }
    public class var tertiarySystemGroupedBackground: UIColor {
        dynamic("tertiarySystemGroupedBackgroundColor", light: rgb(242, 242, 247), dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60))
    }
    public class var systemFill: UIColor { dynamic("systemFillColor", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36)) }
    public class var secondarySystemFill: UIColor { dynamic("secondarySystemFillColor", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32)) }
    public class var tertiarySystemFill: UIColor { dynamic("tertiarySystemFillColor", light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24)) }
    public class var quaternarySystemFill: UIColor { dynamic("quaternarySystemFillColor", light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18)) }
}
