import UIKit

/// A screen's title: bold title type in the primary text color, at most two lines,
/// truncated at the end. The class fixes the style; screens only set the text.
@IBDesignable
public final class TitleLabel: StyledLabel {
    public override func applyStyle() {
        font = TypographyTokens.title
        textColor = ColorTokens.textPrimary
        numberOfLines = 2
        lineBreakMode = .byTruncatingTail
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        text = "日本橋人形町"
        setTypesettingLanguage("ja")
    }
}
