/// Makes a color from another, UIKit's `UIConfigurationColorTransformer`: configurations
/// use it to derive the colors of a state (a grayscale or lighter variant, say).
public struct UIConfigurationColorTransformer: Hashable {
    /// The closure that makes the new color.
    public let transform: (UIColor) -> UIColor
    let identity: UInt64

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        identity = TransformerIdentity.next()
    }

    /// The color made from `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// A gray of the color's luminance, with its alpha.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(Self.gray)
    }

    /// The system accent color where there is one: iOS has none, so the color unchanged.
    public static var preferredTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { $0 }
    }

    /// The color made monochrome so the item is deemphasized: a gray of its luminance.
    public static var monochromeTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(Self.gray)
    }

    private static func gray(_ color: UIColor) -> UIColor {
        UIColor { traits in
            let c = color.components(in: traits)
            let white = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
            return UIColor(white: white, alpha: c.alpha)
        }
    }

    /// Two transformers are equal when they are copies of one made by `init(_:)`.
    public static func == (lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer) -> Bool {
        lhs.identity == rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}
