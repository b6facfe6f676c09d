import UIKit

/// A screen's title: bold title type in the primary text color, at most two lines,
/// truncated at the end. The class fixes the style; screens only set the text.
@IBDesignable
public final class TitleLabel: UILabel {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// A title showing `text`, set in `language` when given (`"ja"` keeps Japanese forms).
    public convenience init(text: String, language: String? = nil) {
        self.init(frame: .zero)
        self.text = text
        setTypesettingLanguage(language)
    }

    private func configure() {
        font = TypographyTokens.title
        textColor = ColorTokens.textPrimary
        numberOfLines = 2
        lineBreakMode = .byTruncatingTail
        adjustsFontForContentSizeCategory = true
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        text = "日本橋人形町"
        setTypesettingLanguage("ja")
    }
}
