/// A color in sRGB with alpha, UIKit's `UIColor`: fixed, or dynamic with a value for light
/// and one for dark appearance, resolved against a view's trait collection when drawn.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    private indirect enum Storage: Hashable, Sendable {
        case fixed(RGBAColor)
        case dynamic(light: Color, dark: Color)
    }

    private let storage: Storage

    /// A fixed color from components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        storage = .fixed(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A fixed gray.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A fixed color from a hex value such as `0x007AFF`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A dynamic color: `light` in light appearance (and unspecified), `dark` in dark.
    public init(light: Color, dark: Color) {
        storage = .dynamic(light: light, dark: dark)
    }

    /// The color for `traits`.
    public func resolved(with traits: TraitCollection) -> RGBAColor {
        switch storage {
        case let .fixed(color):
            return color
        case let .dynamic(light, dark):
            return (traits.userInterfaceStyle == .dark ? dark : light).resolved(with: traits)
        }
    }

    /// The same color with alpha multiplied by `alpha` (UIKit's `withAlphaComponent`
    /// replaces it; this keeps dynamic colors dynamic).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        switch storage {
        case let .fixed(color):
            return Color(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        case let .dynamic(light, dark):
            return Color(light: light.withAlphaComponent(alpha), dark: dark.withAlphaComponent(alpha))
        }
    }

    /// Whether the color changes with the appearance.
    public var isDynamic: Bool {
        if case .dynamic = storage { return true }
        return false
    }

    public var description: String {
        switch storage {
        case let .fixed(color): return color.description
        case let .dynamic(light, dark): return "dynamic(light: \(light), dark: \(dark))"
        }
    }
}
