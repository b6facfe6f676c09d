import UIKit

/// Supporting information under a title: secondary text color, one line, truncated.
@IBDesignable
public final class InfoLabel: StyledLabel {
    public override func applyStyle() {
        font = TypographyTokens.info
        textColor = ColorTokens.textSecondary
        numberOfLines = 1
        lineBreakMode = .byTruncatingTail
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        text = "東京都中央区"
        setTypesettingLanguage("ja")
    }
}
