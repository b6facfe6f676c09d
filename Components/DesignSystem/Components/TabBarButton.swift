import UIKit

/// A tab: an icon over a title, with a badge at the icon's corner. The badge hides at 0 and
/// reads "99+" above 99. Selected tabs take the primary color. How the parts are assembled
/// stays inside the class: users set `icon`, `title`, `badgeCount` and `isSelected`.
///
/// The parts and their constraints are in `TabBarButton.xib` (this class is its File's
/// Owner); the fonts and colors are set here.
@IBDesignable
public final class TabBarButton: UIControl {
    @IBOutlet private weak var iconView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var badgeView: UIView!
    @IBOutlet private weak var badgeLabel: UILabel!
    /// The badge's leading edge against the icon's trailing edge: minus half the badge's
    /// height, so the badge's round end is centred on the icon's corner.
    @IBOutlet private weak var badgeLeading: NSLayoutConstraint!

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
        let nib = UINib(nibName: "TabBarButton", bundle: Bundle(for: TabBarButton.self))
        let contentView = nib.instantiate(withOwner: self, options: nil).first as! UIView
        embed(contentView)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let nib = UINib(nibName: "TabBarButton", bundle: Bundle(for: TabBarButton.self))
        let contentView = nib.instantiate(withOwner: self, options: nil).first as! UIView
        embed(contentView)
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

    /// Pins the xib's content view to the edges; the control keeps the touches (the content
    /// view does not take user interaction).
    private func embed(_ contentView: UIView) {
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    private func configure() {
        iconView.image = icon.image
        titleLabel.text = title
        titleLabel.font = TypographyTokens.tab
        titleLabel.adjustsFontForContentSizeCategory = true
        badgeView.backgroundColor = ColorTokens.badge
        badgeLabel.font = TypographyTokens.badge
        badgeLabel.textColor = ColorTokens.onPrimary
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
        let height = badgeSize.height
        badgeLeading.constant = -height / 2
        badgeView.layer.cornerRadius = height / 2
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

    /// The badge's size: a circle for one digit, a pill for more (the xib's constraints give
    /// the same: at least 18 high, at least as wide as high, 5 points each side of the text).
    private var badgeSize: CGSize {
        let text = badgeLabel.intrinsicContentSize
        let height = max(18, text.height)
        return CGSize(width: max(height, text.width + 10), height: height)
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        icon = .map
        title = "地図"
        setTypesettingLanguage("ja")
    }
}
