import Catalog
import ViewKit

/// The most important action on a screen. Its `intrinsicContentSize` is 48 points high and
/// its title's width plus 48 wide, so a screen places it with centerX and bottom
/// constraints alone.
public final class PrimaryActionButton: Button, CatalogComponent {
    public required init() {
        super.init(type: .custom)
        titleLabel.font = TypographyTokens.button
        titleLabel.adjustsFontForContentSizeCategory = true
        setTitleColor(ColorTokens.onPrimary, for: .normal)
        setTitleColor(ColorTokens.onPrimaryDisabled, for: .disabled)
        setBackgroundColor(ColorTokens.primary, for: .normal)
        setBackgroundColor(ColorTokens.primaryPressed, for: .highlighted)
        setBackgroundColor(ColorTokens.primaryDisabled, for: .disabled)
        cornerRadius = SpacingTokens.cornerRadius
    }

    /// A button titled `title`, set in `language` when given.
    public convenience init(title: String, language: Language? = nil) {
        self.init()
        setTitle(title, for: .normal)
        titleLabel.typesettingLanguage = language
    }

    /// The title for the normal state (the catalog's inspectable title).
    public var title: String? {
        get { title(for: .normal) }
        set { setTitle(newValue, for: .normal) }
    }

    public override var intrinsicContentSize: Size {
        Size(width: titleLabel.intrinsicContentSize.width + SpacingTokens.buttonHeight, height: SpacingTokens.buttonHeight)
    }

    public static var inspectableProperties: [InspectableProperty<PrimaryActionButton>] {
        [
            InspectableProperty("title", \.title),
            InspectableProperty("isEnabled", \.isEnabled),
            InspectableProperty("isHighlighted", \.isHighlighted),
        ]
    }

    public func prepareForCatalog() {
        title = "予約する"
    }
}
