import Foundation

extension UIListContentConfiguration {
    /// How a list content view sets its text or secondary text, UIKit's
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
        /// The font (a text style's preferred font, so it follows Dynamic Type).
        public var font: UIFont
        /// The color, before `colorTransformer`.
        public var color: UIColor
        /// Derives the drawn color from `color`.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// How the text is aligned.
        public var alignment = TextAlignment.natural
        /// How lines end when the text does not fit.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines (0, the default: as many as the text needs).
        public var numberOfLines = 0
        /// Whether the font shrinks so the text fits.
        public var adjustsFontSizeToFitWidth = false
        /// How far the font may shrink.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be set tighter before truncating.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category (true).
        public var adjustsFontForContentSizeCategory = true
        /// A change of case applied when the text is shown.
        public var transform = TextTransform.none
        /// Whether a truncated text shows in full when pointed at.
        public var showsExpansionTextWhenTruncated = false

        /// Text properties with `font` and `color`.
        package init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The color drawn: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer?(color) ?? color
        }

        /// `text` with `transform` applied (in the current locale's case rules).
        package func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }

        /// A case change, UIKit's `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Hashable, Sendable {
            case none, uppercase, lowercase, capitalized
        }

        /// An alignment, UIKit's `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }

        /// The label alignment for `alignment`.
        package var labelAlignment: NSTextAlignment {
            switch alignment {
            case .natural: return .natural
            case .center: return .center
            case .justified: return .justified
            }
        }
    }

    /// How a list content view shows its image, UIKit's
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        /// The size that reserves the system's standard room for an image (a marker value).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
        /// The symbol configuration of a symbol image.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of a template image (nil: the view's tint).
        public var tintColor: UIColor?
        /// Derives the drawn tint.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The corner radius of the image.
        public var cornerRadius: CGFloat = 0
        /// The largest the image is shown (zero: no limit).
        public var maximumSize = CGSize.zero
        /// The room kept for the image whatever its size (zero: its own size).
        public var reservedLayoutSize = CGSize.zero
        /// Whether the image keeps its colors under Smart Invert.
        public var accessibilityIgnoresInvertColors = false

        /// Image properties with nothing set.
        public init() {}

        /// The tint drawn for a view whose tint is `tintColor`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }
    }
}
