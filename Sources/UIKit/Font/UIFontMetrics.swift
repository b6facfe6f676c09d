internal import Typesetting

/// Scales fonts and values with the user's text size, UIKit's `UIFontMetrics`: by the ratio
/// of a text style's size at the content size category to its size at the default (large).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let style: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
        super.init()
    }

    /// Metrics that scale as body text does.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    private func ratio(in traits: UITraitCollection?) -> CGFloat {
        let category = (traits ?? UITraitCollection.current).preferredContentSizeCategory.engineCategory
        let base = style.engineStyle.pointSize(for: .large)
        return base > 0 ? CGFloat(style.engineStyle.pointSize(for: category) / base) : 1
    }

    /// `font` scaled for the current content size category; it keeps scaling in labels that
    /// adjust for the content size category.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s category, at most `maximumPointSize` (0 for no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var size = font.pointSize * ratio(in: traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        var engine = font.engineFont.withSize(Double(size))
        engine.scaling = Font.Scaling(textStyle: style.engineStyle, baseSize: Double(font.pointSize), maximum: Double(maximumPointSize))
        return UIFont(engineFont: engine, italic: font.isItalic, name: font.fontName)
    }

    /// `value` scaled for the current content size category.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        value * ratio(in: nil)
    }

    /// `value` scaled for `traitCollection`'s category.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * ratio(in: traitCollection)
    }
}
