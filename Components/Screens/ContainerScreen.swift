import ViewKit

/// The container screen from the seeds: a main content area with a left and a right menu
/// that slide in over it (one at a time), the content dimmed beneath. Laid out in code.
public final class ContainerScreen: View {
    /// Which menu is open.
    public enum MenuState: String, Sendable, CaseIterable {
        case closed
        case left
        case right
    }

    public let contentView = View()
    public let leftMenu = StackView()
    public let rightMenu = StackView()
    private let dimming = View()

    public var menuState: MenuState = .closed { didSet { setNeedsLayout() } }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = ColorTokens.background
        let title = TitleLabel(text: "ホーム")
        let body = BodyLabel(text: "メインコンテンツ。左右のメニューがスライドして表示されます。")
        let contentStack = StackView(arrangedSubviews: [title, body])
        contentStack.axis = .vertical
        contentStack.spacing = SpacingTokens.small
        contentStack.tag = 1
        contentView.addSubview(contentStack)
        dimming.backgroundColor = Color(white: 0, alpha: 0.35)
        for (menu, items) in [(leftMenu, ["ホーム", "地図", "お気に入り"]), (rightMenu, ["設定", "ヘルプ"])] {
            menu.axis = .vertical
            menu.spacing = SpacingTokens.medium
            menu.alignment = .leading
            menu.isLayoutMarginsRelativeArrangement = true
            menu.layoutMargins = EdgeInsets(all: SpacingTokens.large)
            menu.backgroundColor = ColorTokens.surface
            menu.shadowOpacity = 0.25
            menu.shadowRadius = 8
            menu.shadowOffset = Size(width: 0, height: 0)
            for item in items { menu.addArrangedSubview(BodyLabel(text: item)) }
        }
        addSubview(contentView)
        addSubview(dimming)
        addSubview(leftMenu)
        addSubview(rightMenu)
    }

    public override func layoutSubviews() {
        contentView.frame = bounds
        if let stack = contentView.viewWithTag(1) {
            let area = bounds.inset(by: safeAreaInsets).insetBy(dx: SpacingTokens.medium, dy: SpacingTokens.medium)
            stack.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: stack.sizeThatFits(area.size).height)
        }
        let width = min(300, bounds.width * 0.8)
        let top = safeAreaInsets.top
        leftMenu.frame = Rect(x: menuState == .left ? 0 : -width, y: 0, width: width, height: bounds.height)
        rightMenu.frame = Rect(x: menuState == .right ? bounds.width - width : bounds.width, y: 0, width: width, height: bounds.height)
        leftMenu.layoutMargins.top = SpacingTokens.large + top
        rightMenu.layoutMargins.top = SpacingTokens.large + top
        leftMenu.isHidden = menuState != .left
        rightMenu.isHidden = menuState != .right
        dimming.frame = bounds
        dimming.isHidden = menuState == .closed
    }
}
