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
        setNeedsLayout()
    }

    /// The badge's text as shown (nil when hidden).
    public var badgeText: String? { badgeView.isHidden ? nil : badgeLabel.text }

    private static let iconSize = 28.0

    public override var intrinsicContentSize: Size {
        let title = titleLabel.intrinsicContentSize
        return Size(width: ceilToPixels(max(title.width, Self.iconSize) + 2 * SpacingTokens.small),
                    height: ceilToPixels(Self.iconSize + SpacingTokens.extraSmall + title.height + 2 * SpacingTokens.extraSmall))
    }

    public override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    public override func layoutSubviews() {
        let title = titleLabel.intrinsicContentSize
        let top = SpacingTokens.extraSmall
        iconView.frame = Rect(x: (bounds.width - Self.iconSize) / 2, y: top, width: Self.iconSize, height: Self.iconSize)
        titleLabel.frame = Rect(x: 0, y: iconView.frame.maxY + SpacingTokens.extraSmall, width: bounds.width, height: title.height)
        let badgeText = badgeLabel.intrinsicContentSize
        let height = max(18, badgeText.height)
        let width = max(height, badgeText.width + 10)
        badgeView.frame = Rect(x: iconView.frame.maxX - height / 2, y: top - 4, width: width, height: height)
        badgeView.cornerRadius = height / 2
        badgeLabel.frame = badgeView.bounds
    }

    public static var inspectableProperties: [InspectableProperty<TabBarButton>] {
        [
            InspectableProperty("icon") { $0.icon.rawValue },
            InspectableProperty("title") { $0.title },
            InspectableProperty("badgeCount") { String($0.badgeCount) },
            InspectableProperty("isSelected") { String($0.isSelected) },
        ]
    }

    public func prepareForCatalog() {
        icon = .map
        title = "地図"
    }
}
