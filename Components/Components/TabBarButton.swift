import Catalog
import ViewKit

/// A tab: an icon over a title, with a badge at the icon's corner. The badge hides at 0 and
/// reads "99+" above 99. Selected tabs take the primary color. How the parts are assembled
/// stays inside the class: users set `icon`, `title`, `badgeCount` and `isSelected`.
public final class TabBarButton: Control, CatalogComponent {
    private let iconView = ImageView()
    private let titleLabel = Label()
    private let badgeView = View()
    private let badgeLabel = Label()

    /// The tab's icon.
    public var icon: Icon = .home { didSet { iconView.image = icon.image } }
    /// The tab's title.
    public var title: String = "" {
        didSet {
            titleLabel.text = title
            invalidateIntrinsicContentSize()
        }
    }
    /// The language of the title (tag Japanese titles `.japanese`); `nil` takes the
    /// environment's.
    public var titleLanguage: Language? {
        get { titleLabel.typesettingLanguage }
        set {
            titleLabel.typesettingLanguage = newValue
            invalidateIntrinsicContentSize()
        }
    }
    /// The number on the badge; 0 hides it.
    public var badgeCount = 0 { didSet { updateBadge() } }

    /// What the badge shows for `count`: nothing at 0 (or less), the number up to 99, "99+".
    public static func badgeText(for count: Int) -> String? {
        if count <= 0 { return nil }
        return count > 99 ? "99+" : String(count)
    }

    public required init() {
        super.init(frame: .zero)
        iconView.image = icon.image
        iconView.contentMode = .scaleAspectFit
        titleLabel.font = TypographyTokens.tab
        titleLabel.textAlignment = .center
        badgeView.backgroundColor = ColorTokens.badge
        badgeLabel.font = TypographyTokens.badge
        badgeLabel.textColor = ColorTokens.onPrimary
        badgeLabel.textAlignment = .center
        badgeView.addSubview(badgeLabel)
        addSubview(iconView)
        addSubview(titleLabel)
        addSubview(badgeView)
        updateBadge()
        stateDidChange()
    }

    public override func stateDidChange() {
        super.stateDidChange()
        let color = isSelected ? ColorTokens.tabSelected : ColorTokens.tabUnselected
        iconView.tintColor = color
        titleLabel.textColor = color
    }

    private func updateBadge() {
        let text = Self.badgeText(for: badgeCount)
        badgeLabel.text = text
        badgeView.isHidden = text == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The badge's text as shown (nil when hidden).
    public var badgeText: String? { badgeView.isHidden ? nil : badgeLabel.text }

    private static let iconSize = 28.0

    public override var intrinsicContentSize: Size {
        let title = titleLabel.intrinsicContentSize
        // The badge hangs off the icon's top right corner; the tab is wide enough to hold it
        // with the icon centred.
        let badge = badgeView.isHidden ? 0 : badgeSize.width - badgeSize.height / 2
        let content = max(title.width, Self.iconSize + 2 * badge)
        return Size(width: ceilToPixels(content + 2 * SpacingTokens.small),
                    height: ceilToPixels(Self.iconSize + SpacingTokens.extraSmall + title.height + 2 * SpacingTokens.extraSmall))
    }

    /// The badge's size: a circle for one digit, a pill for more.
    private var badgeSize: Size {
        let text = badgeLabel.intrinsicContentSize
        let height = max(18, text.height)
        return Size(width: max(height, text.width + 10), height: height)
    }

    public override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    public override func layoutSubviews() {
        let title = titleLabel.intrinsicContentSize
        let top = SpacingTokens.extraSmall
        iconView.frame = Rect(x: (bounds.width - Self.iconSize) / 2, y: top, width: Self.iconSize, height: Self.iconSize)
        titleLabel.frame = Rect(x: 0, y: iconView.frame.maxY + SpacingTokens.extraSmall, width: bounds.width, height: title.height)
        let badge = badgeSize
        badgeView.frame = Rect(x: iconView.frame.maxX - badge.height / 2, y: max(0, top - 4), width: badge.width, height: badge.height)
        badgeView.cornerRadius = badge.height / 2
        badgeLabel.frame = badgeView.bounds
    }

    public static var inspectableProperties: [InspectableProperty<TabBarButton>] {
        [
            InspectableProperty("icon", \.icon),
            InspectableProperty("title", \.title),
            InspectableProperty("badgeCount", \.badgeCount),
            InspectableProperty("isSelected", \.isSelected),
        ]
    }

    public func prepareForCatalog() {
        icon = .map
        title = "地図"
        titleLanguage = .japanese
    }
}
