import UIKit

/// Supporting information under a title: secondary text color, one line, truncated.
@IBDesignable
public final class InfoLabel: UILabel {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// An info line showing `text`, set in `language` when given.
    public convenience init(text: String, language: String? = nil) {
        self.init(frame: .zero)
        self.text = text
        setTypesettingLanguage(language)
    }

    private func configure() {
        font = TypographyTokens.info
        textColor = ColorTokens.textSecondary
        numberOfLines = 1
        lineBreakMode = .byTruncatingTail
        adjustsFontForContentSizeCategory = true
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        text = "東京都中央区"
        setTypesettingLanguage("ja")
    }
}
