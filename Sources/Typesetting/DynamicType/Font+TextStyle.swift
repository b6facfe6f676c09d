extension Font {
    /// A Dynamic Type text style, UIKit's `UIFont.TextStyle`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable, Codable {
        case largeTitle
        case title1
        case title2
        case title3
        case headline
        case body
        case callout
        case subheadline
        case footnote
        case caption1
        case caption2

        /// Point sizes from xS to AX5 (Apple's Dynamic Type tables for iOS; see
        /// docs/DYNAMIC_TYPE.md).
        var sizes: [Double] {
            switch self {
            case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        /// The style's size at `category`, in points.
        public func pointSize(for category: ContentSizeCategory) -> Double {
            sizes[category.rank]
        }

        /// The style's weight: semibold for `headline`, regular for the rest.
        public var weight: Weight {
            self == .headline ? .semibold : .regular
        }
    }

    /// The system font for `style` at `category` (UIKit's `preferredFont(forTextStyle:
    /// compatibleWith:)`). The font remembers its style, so views that adjust for the
    /// content size category can resize it.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory = .large) -> Font {
        var font = Font(size: style.pointSize(for: category), weight: style.weight)
        font.textStyle = style
        return font
    }

    /// The font resized for `category` when it has a text style; unchanged otherwise.
    public func adjusted(for category: ContentSizeCategory) -> Font {
        if let scaling { return withSize(scaling.size(for: category)) }
        guard let textStyle else { return self }
        return withSize(textStyle.pointSize(for: category))
    }
}
