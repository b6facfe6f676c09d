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
    /// The left menu's panel.
    public let leftMenu = View()
    /// The right menu's panel.
    public let rightMenu = View()
    private let leftItems = StackView()
    private let rightItems = StackView()
    private let dimming = View()

    public var menuState: MenuState = .closed { didSet { setNeedsLayout() } }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = ColorTokens.background
        let title = TitleLabel(text: "ホーム", language: .japanese)
        let body = BodyLabel(text: "メインコンテンツ。左右のメニューがスライドして表示されます。", language: .japanese)
        let contentStack = StackView(arrangedSubviews: [title, body])
        contentStack.axis = .vertical
        contentStack.spacing = SpacingTokens.small
        contentStack.tag = 1
        contentView.addSubview(contentStack)
        dimming.backgroundColor = ColorTokens.scrim
        let menus = [(leftMenu, leftItems, ["ホーム", "地図", "お気に入り"]), (rightMenu, rightItems, ["設定", "ヘルプ"])]
        for (menu, stack, items) in menus {
            menu.backgroundColor = ColorTokens.surface
            Elevation.menu.apply(to: menu)
            stack.axis = .vertical
            stack.spacing = SpacingTokens.medium
            stack.alignment = .leading
            for item in items { stack.addArrangedSubview(BodyLabel(text: item, language: .japanese)) }
            menu.addSubview(stack)
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
        // The items sit at the top of each panel, below the safe area.
        for (menu, stack) in [(leftMenu, leftItems), (rightMenu, rightItems)] {
            let itemsWidth = menu.bounds.width - 2 * SpacingTokens.large
            let height = stack.sizeThatFits(Size(width: itemsWidth, height: menu.bounds.height)).height
            stack.frame = Rect(x: SpacingTokens.large, y: top + SpacingTokens.large, width: itemsWidth, height: height)
        }
        leftMenu.isHidden = menuState != .left
        rightMenu.isHidden = menuState != .right
        dimming.frame = bounds
        dimming.isHidden = menuState == .closed
    }
}
