/// The color arithmetic of button states: alpha scaled, faded in light and lightened toward
/// white in dark, the tinted style's wash, and the filled style's foreground.
enum ButtonColors {
    /// The alpha of the tinted style's background at rest: the tint at 15% in light, 25% in
    /// dark (an approximation: UIKit computes it in a function whose constants are unknown).
    static let tintedWashAlpha = (light: CGFloat(0.15), dark: CGFloat(0.25))

    /// The opacity of UIKit's disabled color in light and dark appearance (approximations:
    /// chosen so a disabled system-blue title looks like the tertiary label color).
    static let disabledAlpha = (light: CGFloat(0.4), dark: CGFloat(0.6))

    /// UIKit's disabled version of `color`: a gray of its white level, more transparent.
    static func disabled(_ color: UIColor) -> UIColor {
        UIColor { traits in
            let c = color.components(in: traits)
            let white = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
            let factor = traits.userInterfaceStyle == .dark ? disabledAlpha.dark : disabledAlpha.light
            return UIColor(white: white, alpha: c.alpha * factor)
        }
    }

    /// `color`, or the button's tint where `color` is `UIColor.tintColor`.
    static func resolvingTint(_ color: UIColor, tint: UIColor) -> UIColor {
        if case .tint = color.storage { return tint }
        return color
    }

    /// `color` with its alpha multiplied by `factor`.
    static func scalingAlpha(_ color: UIColor, by factor: CGFloat) -> UIColor {
        UIColor { traits in
            let c = color.components(in: traits)
            return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * factor)
        }
    }

    /// In light appearance `color` with its alpha times `lightAlpha`; in dark, `color` mixed
    /// with white by `darkWhite`.
    static func faded(_ color: UIColor, lightAlpha: CGFloat, darkWhite: CGFloat) -> UIColor {
        UIColor { traits in
            let c = color.components(in: traits)
            guard traits.userInterfaceStyle == .dark else {
                return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * lightAlpha)
            }
            let mix = { (value: CGFloat) in value + (1 - value) * darkWhite }
            return UIColor(red: mix(c.red), green: mix(c.green), blue: mix(c.blue), alpha: c.alpha)
        }
    }

    /// The tinted style's background: `color` washed to its resting alpha, times `light` or
    /// `dark` for the appearance.
    static func tintedWash(_ color: UIColor, light: CGFloat, dark: CGFloat) -> UIColor {
        UIColor { traits in
            let c = color.components(in: traits)
            let factor = traits.userInterfaceStyle == .dark ? tintedWashAlpha.dark * dark : tintedWashAlpha.light * light
            return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * factor)
        }
    }

    /// The filled style's foreground without a base color: white (the label color of dark
    /// appearance), or black where the fill is the tint and the tint is white.
    static func filledForeground(baseBackground: UIColor?, tint: UIColor) -> UIColor {
        UIColor { traits in
            if baseBackground == nil {
                let t = tint.components(in: traits)
                if t.red > 0.99, t.green > 0.99, t.blue > 0.99 { return .black }
            }
            return .white
        }
    }
}
