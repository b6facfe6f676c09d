import CoreGraphics
import CoreText
import ObjectiveC
import QuartzCore
import UIKit

// The team's own names for its own things. Nothing `import UIKit` brings on iOS is called
// Font, Path, Language, Script, Glyph, Canvas or Bitmap, so a team is free to name its types
// so; its code and tests must then compile on Linux exactly as they do on iOS. The file also
// imports the frameworks under UIKit by name, as iOS code does.

/// A style of the team's type scale: a Dynamic Type text style in a weight of its own.
public struct Font: Hashable, Sendable {
    /// The text style whose size the font takes.
    public var textStyle: UIFont.TextStyle
    /// The weight the system font is drawn in.
    public var weight: UIFont.Weight

    /// A style of `textStyle`'s size in `weight`.
    public init(textStyle: UIFont.TextStyle, weight: UIFont.Weight) {
        self.textStyle = textStyle
        self.weight = weight
    }

    /// Titles of cards and screens.
    public static let headline = Font(textStyle: .title2, weight: .bold)
    /// Notes under a value.
    public static let caption = Font(textStyle: .caption1, weight: .regular)

    /// The system font at the text style's size for `traits`, in the style's weight.
    public func uiFont(compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let size = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits).pointSize
        return .systemFont(ofSize: size, weight: weight)
    }
}

/// Where a deep link leads inside the app: the components of its path.
public struct Path: Hashable, Sendable {
    /// The components, without empty ones.
    public var components: [String]

    /// The path of `string`, such as `/places/42`.
    public init(_ string: String) {
        components = string.split(separator: "/").map(String.init)
    }

    /// The path with a leading slash and no trailing one.
    public var string: String { "/" + components.joined(separator: "/") }
}

/// The languages the app ships in.
public enum Language: String, CaseIterable, Sendable {
    case japanese = "ja"
    case english = "en"

    /// The language as the typesetting language trait takes it.
    public var locale: Locale.Language { Locale.Language(identifier: rawValue) }

    /// Text in the language, tagged with Core Text's language attribute so it keeps the
    /// language's glyph forms wherever it is shown.
    public func tagged(_ text: String) -> NSAttributedString {
        NSAttributedString(string: text, attributes: [NSAttributedString.Key(kCTLanguageAttributeName as String): rawValue])
    }
}

/// What an onboarding screen says, one line after another.
public struct Script: Hashable, Sendable {
    /// The lines, in the order they show.
    public var lines: [String]

    /// A script of `lines`.
    public init(_ lines: [String]) {
        self.lines = lines
    }
}

/// An icon of the team's icon set, drawn from a path so it needs no asset.
public enum Glyph: String, CaseIterable, Sendable {
    case dot
    case bar

    /// The icon as a template image `side` points square.
    @MainActor
    public func image(side: CGFloat) -> UIImage {
        let bounds = CGRect(x: 0, y: 0, width: side, height: side)
        return UIGraphicsImageRenderer(size: bounds.size).image { _ in
            switch self {
            case .dot: UIBezierPath(ovalIn: bounds).fill()
            case .bar: UIBezierPath(rect: bounds.insetBy(dx: 0, dy: side / 3)).fill()
            }
        }.withRenderingMode(.alwaysTemplate)
    }
}

/// A view that fills itself with one color when it draws.
public final class Canvas: UIView {
    /// The color the view fills itself with.
    public var fill: UIColor = .systemTeal {
        didSet { setNeedsDisplay() }
    }

    /// Round corners on the layer, only at the top.
    public func roundTopCorners(radius: CGFloat) {
        layer.cornerRadius = radius
        layer.maskedCorners = CACornerMask([.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    public override func draw(_ rect: CGRect) {
        fill.setFill()
        UIRectFill(bounds)
    }
}

/// A picture of a view, as the app's share sheet attaches it.
public struct Bitmap {
    /// The picture.
    public let image: UIImage

    /// Draws `view`'s layer tree at `scale` pixels per point.
    @MainActor
    public init(of view: UIView, scale: CGFloat) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }
    }

    /// The size in pixels.
    public var pixelSize: CGSize {
        CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
    }

    /// The pixels, as Core Graphics hands them to a share extension.
    public var cgImage: CGImage? { image.cgImage }
}
