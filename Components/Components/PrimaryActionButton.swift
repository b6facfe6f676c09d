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
        setTitleColor(ColorTokens.onPrimary.withAlphaComponent(0.6), for: .disabled)
        setBackgroundColor(ColorTokens.primary, for: .normal)
        setBackgroundColor(ColorTokens.primaryPressed, for: .highlighted)
        setBackgroundColor(ColorTokens.primaryDisabled, for: .disabled)
        cornerRadius = SpacingTokens.cornerRadius
    }

    public convenience init(title: String) {
        self.init()
        setTitle(title, for: .normal)
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
            InspectableProperty("title") { $0.title ?? "" },
            InspectableProperty("state") { "\($0.state)" },
        ]
    }

    public func prepareForCatalog() {
        title = "予約する"
    }
}
