/// A font request: a size, a weight and, optionally, a family. Without a family the text is
/// set in the system families of the typesetter's `FontFamilies` (like `UIFont.systemFont`).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The size in points.
    public var pointSize: Double
    /// The weight.
    public var weight: Weight
    /// A family to try before the system families, or `nil` for the system font.
    public var family: String?
    /// The Dynamic Type style the font was made for, if any.
    public var textStyle: TextStyle?
    /// How a font scaled by `UIFontMetrics` follows the content size category, if it was.
    public var scaling: Scaling?

    /// A size scaled like a text style: `baseSize` at the default category, times the
    /// style's growth, capped at `maximum` when it is positive.
    public struct Scaling: Hashable, Sendable {
        public var textStyle: TextStyle
        public var baseSize: Double
        public var maximum: Double

        public init(textStyle: TextStyle, baseSize: Double, maximum: Double) {
            self.textStyle = textStyle
            self.baseSize = baseSize
            self.maximum = maximum
        }

        /// The size at `category`.
        public func size(for category: ContentSizeCategory) -> Double {
            let base = textStyle.pointSize(for: .large)
            let size = base > 0 ? baseSize * textStyle.pointSize(for: category) / base : baseSize
            return maximum > 0 ? min(size, maximum) : size
        }
    }

    /// Creates a font request.
    public init(family: String? = nil, size: Double, weight: Weight = .regular) {
        self.family = family
        self.pointSize = size
        self.weight = weight
    }

    /// The system font at `size` points, as `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        Font(size: size, weight: .bold)
    }

    /// UILabel's default font: the system font at 17 points.
    public static let label = Font(size: 17)

    /// The same font at another size.
    public func withSize(_ size: Double) -> Font {
        var copy = self
        copy.pointSize = size
        return copy
    }

    public var description: String {
        "\(family ?? "system") \(pointSize)pt \(weight)"
    }
}
