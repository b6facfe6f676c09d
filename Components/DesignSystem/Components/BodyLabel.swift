import UIKit

/// Body text: any number of lines, wrapped at words (and with kinsoku in Japanese), with
/// 4 points between lines.
@IBDesignable
public final class BodyLabel: StyledLabel {
    /// The points between lines.
    @IBInspectable public var lineSpacing: CGFloat = 4 {
        didSet { restyle() }
    }

    public override func applyStyle() {
        font = TypographyTokens.body
        textColor = ColorTokens.textPrimary
        numberOfLines = 0
        lineBreakMode = .byWordWrapping
    }

    /// Plain text is set with the body's line spacing.
    public override var text: String? {
        get { super.text }
        set {
            guard let newValue else {
                super.attributedText = nil
                return
            }
            super.attributedText = NSAttributedString(string: newValue, attributes: [.paragraphStyle: paragraphStyle])
        }
    }

    private var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = lineSpacing
        style.lineBreakMode = .byWordWrapping
        return style
    }

    private func restyle() {
        guard let current = attributedText else { return }
        let restyled = NSMutableAttributedString(attributedString: current)
        restyled.addAttribute(.paragraphStyle, value: paragraphStyle, range: NSRange(location: 0, length: restyled.length))
        super.attributedText = restyled
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        text = "甘酒横丁と人形焼の町。江戸の面影を残す路地を歩く。"
        setTypesettingLanguage("ja")
        preferredMaxLayoutWidth = 300
    }
}
