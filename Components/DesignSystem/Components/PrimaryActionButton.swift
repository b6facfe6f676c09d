import UIKit

/// The most important action on a screen: white semibold title on the brand color, 12-point
/// corners. Its intrinsic size is 48 points high (taller when a large text size needs it, the
/// title keeping 8 points above and below) and the title's width plus 48 wide, so a screen
/// places it with centerX and bottom constraints alone.
@IBDesignable
public final class PrimaryActionButton: UIButton {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// A button titled `title`, set in `language` when given.
    public convenience init(title: String, language: String? = nil) {
        self.init(frame: .zero)
        setTitle(title, for: .normal)
        setTypesettingLanguage(language)
    }

    /// The title for the normal state.
    @IBInspectable public var title: String? {
        get { title(for: .normal) }
        set { setTitle(newValue, for: .normal) }
    }

    private func configure() {
        titleLabel?.font = TypographyTokens.button
        titleLabel?.adjustsFontForContentSizeCategory = true
        setTitleColor(ColorTokens.onPrimary, for: .normal)
        setTitleColor(ColorTokens.onPrimary, for: .highlighted)
        setTitleColor(ColorTokens.onPrimaryDisabled, for: .disabled)
        layer.cornerRadius = SpacingTokens.cornerRadius
        layer.cornerCurve = .continuous
        updateBackground()
    }

    public override var isHighlighted: Bool {
        didSet { updateBackground() }
    }

    public override var isEnabled: Bool {
        didSet { updateBackground() }
    }

    private func updateBackground() {
        if !isEnabled {
            backgroundColor = ColorTokens.primaryDisabled
        } else {
            backgroundColor = isHighlighted ? ColorTokens.primaryPressed : ColorTokens.primary
        }
    }

    public override var intrinsicContentSize: CGSize {
        let title = titleLabel?.intrinsicContentSize ?? .zero
        let height = max(SpacingTokens.buttonHeight, (title.height + 2 * SpacingTokens.small).rounded(.up))
        return CGSize(width: title.width + SpacingTokens.buttonHeight, height: height)
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        title = "予約する"
        setTypesettingLanguage("ja")
    }
}
