import Foundation

/// Display P3 components in sRGB: decoded with the sRGB transfer curve (P3 uses the same
/// one), converted between the two sets of primaries (both D65 white), encoded again. Colors
/// outside sRGB come out below 0 or above 1 (extended sRGB, as iOS keeps them); drawing
/// clamps them.
enum DisplayP3 {
    /// The sRGB components of a Display P3 color.
    static func sRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        let r = linear(red), g = linear(green), b = linear(blue)
        let sr = 1.2249401 * r - 0.2249404 * g
        let sg = -0.0420569 * r + 1.0420571 * g
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return (encoded(sr), encoded(sg), encoded(sb))
    }

    /// A component in linear light (sign kept for extended values).
    static func linear(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(Double(value))
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return CGFloat(value < 0 ? -result : result)
    }

    /// A linear-light component in the sRGB transfer curve (sign kept for extended values).
    static func encoded(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(Double(value))
        let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return CGFloat(value < 0 ? -result : result)
    }
}
