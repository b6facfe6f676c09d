import UIKit

/// A tab: an icon over a title, with a badge at the icon's corner. The badge hides at 0 and
/// reads "99+" above 99. Selected tabs take the primary color. How the parts are assembled
/// stays inside the class: users set `icon`, `title`, `badgeCount` and `isSelected`.
@IBDesignable
public final class TabBarButton: UIControl {
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let badgeView = UIView()
    private let badgeLabel = UILabel()

    /// The tab's icon.
    public var icon: Icon = .home {
        didSet { iconView.image = icon.image }
    }

    /// The icon by name, for Interface Builder (an unknown name keeps the icon).
    @IBInspectable public var iconName: String {
        get { icon.rawValue }
        set { icon = Icon(rawValue: newValue) ?? icon }
    }

    /// The tab's title.
    @IBInspectable public var title: String = "" {
        didSet {
            titleLabel.text = title
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The number on the badge; 0 hides it.
    @IBInspectable public var badgeCount: Int = 0 {
        didSet { updateBadge() }
    }

    /// What the badge shows for `count`: nothing at 0 (or less), the number up to 99, "99+".
    public static func badgeText(for count: Int) -> String? {
        if count <= 0 { return nil }
        return count > 99 ? "99+" : String(count)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// A tab with `icon` and `title`, set in `language` when given.
    public convenience init(icon: Icon, title: String, language: String? = nil) {
        self.init(frame: .zero)
        // Property observers do not run for assignments in the class's own initializers, so
        // the values are set from a method, where `didSet` updates the subviews.
        show(icon: icon, title: title)
        setTypesettingLanguage(language)
    }

    private func show(icon: Icon, title: String) {
        self.icon = icon
        self.title = title
    }

    private func configure() {
        iconView.image = icon.image
        iconView.contentMode = .scaleAspectFit
        titleLabel.font = TypographyTokens.tab
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textAlignment = .center
        badgeView.backgroundColor = ColorTokens.badge
        badgeLabel.font = TypographyTokens.badge
        badgeLabel.textColor = ColorTokens.onPrimary
        badgeLabel.textAlignment = .center
        badgeView.layer.masksToBounds = true
        badgeView.addSubview(badgeLabel)
        addSubview(iconView)
        addSubview(titleLabel)
        addSubview(badgeView)
        updateBadge()
        updateColors()
    }

    public override var isSelected: Bool {
        didSet { updateColors() }
    }

    private func updateColors() {
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

    private static let iconSize: CGFloat = 28

    public override var intrinsicContentSize: CGSize {
        let title = titleLabel.intrinsicContentSize
        // The badge hangs off the icon's top right corner; the tab is wide enough to hold it
        // with the icon centred.
        let badge = badgeView.isHidden ? 0 : badgeSize.width - badgeSize.height / 2
        let content = max(title.width, Self.iconSize + 2 * badge)
        let scale = traitCollection.displayScale
        return CGSize(width: ceil((content + 2 * SpacingTokens.small) * scale) / scale,
                      height: ceil((Self.iconSize + SpacingTokens.extraSmall + title.height + 2 * SpacingTokens.extraSmall) * scale) / scale)
    }

    /// The badge's size: a circle for one digit, a pill for more.
    private var badgeSize: CGSize {
        let text = badgeLabel.intrinsicContentSize
        let height = max(18, text.height)
        return CGSize(width: max(height, text.width + 10), height: height)
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let title = titleLabel.intrinsicContentSize
        let top = SpacingTokens.extraSmall
        iconView.frame = CGRect(x: (bounds.width - Self.iconSize) / 2, y: top, width: Self.iconSize, height: Self.iconSize)
        titleLabel.frame = CGRect(x: 0, y: iconView.frame.maxY + SpacingTokens.extraSmall, width: bounds.width, height: title.height)
        let badge = badgeSize
        badgeView.frame = CGRect(x: iconView.frame.maxX - badge.height / 2, y: max(0, top - 4), width: badge.width, height: badge.height)
        badgeView.layer.cornerRadius = badge.height / 2
        badgeLabel.frame = badgeView.bounds
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        icon = .map
        title = "地図"
        setTypesettingLanguage("ja")
    }
}
