/// A color, CoreGraphics' `CGColor`: components in a color space, and alpha. Immutable.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The color space the components are in.
    public let colorSpace: CGColorSpace?
    /// The components followed by alpha (`[r, g, b, a]` or `[gray, a]`).
    public let components: [CGFloat]?

    /// A color in `space` from `components` (its components, then alpha); nil when the count
    /// does not match the space.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        self.colorSpace = space
        self.components = (0..<count).map { components[$0] }
    }

    init(space: CGColorSpace, values: [CGFloat]) {
        colorSpace = space
        components = values
    }

    /// An sRGB color; components from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .standardRGB, values: [red, green, blue, alpha])
    }

    /// An sRGB color; components from 0 to 1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray; 0 is black, 1 white.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .standardGray, values: [gray, alpha])
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The color's opacity.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same color with `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, !values.isEmpty, let space = colorSpace else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, values: values)
    }

    /// A copy of the color.
    public func copy() -> CGColor? {
        guard let space = colorSpace, let components else { return nil }
        return CGColor(space: space, values: components)
    }

    /// The color in `space`, if it can be converted.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [AnyHashable: Any]?) -> CGColor? {
        let rgba = self.rgba
        switch space.model {
        case .rgb: return CGColor(space: space, values: [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)])
        case .monochrome:
            let gray = 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue
            return CGColor(space: space, values: [CGFloat(gray), CGFloat(rgba.alpha)])
        }
    }

    /// The color as sRGB components and alpha, each clamped to 0...1.
    package var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        let values = (components ?? []).map { min(max(Double($0), 0), 1) }
        switch values.count {
        case 2: return (values[0], values[0], values[0], values[1])
        case 4: return (values[0], values[1], values[2], values[3])
        default: return (0, 0, 0, 0)
        }
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    public var description: String {
        "<CGColor \((components ?? []).map { String(format: "%.3g", Double($0)) }.joined(separator: " "))>"
    }
}

/// How colors outside a space's gamut are mapped, CoreGraphics' `CGColorRenderingIntent`.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
