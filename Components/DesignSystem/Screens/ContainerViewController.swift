import UIKit

/// The container screen: a main content area with a left and a right menu that slide in
/// over it (one at a time), the content dimmed beneath. Each menu's items are a child
/// table view controller. Laid out in code.
public final class ContainerViewController: UIViewController {
    /// Which menu is open.
    public enum MenuState: String, CaseIterable {
        case closed
        case left
        case right
    }

    public let contentView = UIView()
    /// The left menu's panel.
    public let leftMenu = UIView()
    /// The right menu's panel.
    public let rightMenu = UIView()
    /// The left menu's items.
    public let leftItems = MenuTableViewController(items: [
        String(localized: "ホーム", bundle: .module), String(localized: "地図", bundle: .module), String(localized: "お気に入り", bundle: .module),
    ])
    /// The right menu's items.
    public let rightItems = MenuTableViewController(items: [String(localized: "設定", bundle: .module), String(localized: "ヘルプ", bundle: .module)])
    private let contentStack = UIStackView()
    private let dimming = UIView()

    public var menuState: MenuState = .closed {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = ColorTokens.background
        contentStack.addArrangedSubview(TitleLabel(text: String(localized: "ホーム", bundle: .module)))
        contentStack.addArrangedSubview(BodyLabel(text: String(localized: "メインコンテンツ。左右のメニューがスライドして表示されます。", bundle: .module)))
        contentStack.axis = .vertical
        contentStack.spacing = SpacingTokens.small
        contentView.addSubview(contentStack)
        dimming.backgroundColor = ColorTokens.scrim
        for (menu, items) in [(leftMenu, leftItems), (rightMenu, rightItems)] {
            menu.backgroundColor = ColorTokens.surface
            Elevation.menu.apply(to: menu)
            addChild(items)
            menu.addSubview(items.view)
            items.didMove(toParent: self)
        }
        view.addSubview(contentView)
        view.addSubview(dimming)
        view.addSubview(leftMenu)
        view.addSubview(rightMenu)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        contentView.frame = bounds
        let area = bounds.inset(by: safe).insetBy(dx: SpacingTokens.medium, dy: SpacingTokens.medium)
        let fitting = contentStack.systemLayoutSizeFitting(CGSize(width: area.width, height: 0), withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
        contentStack.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: fitting.height)
        let width = min(300, bounds.width * 0.8)
        leftMenu.frame = CGRect(x: menuState == .left ? 0 : -width, y: 0, width: width, height: bounds.height)
        rightMenu.frame = CGRect(x: menuState == .right ? bounds.width - width : bounds.width, y: 0, width: width, height: bounds.height)
        // The items fill each panel below the safe area.
        for (menu, items) in [(leftMenu, leftItems), (rightMenu, rightItems)] {
            let top = safe.top + SpacingTokens.small
            items.view.frame = CGRect(x: 0, y: top, width: menu.bounds.width, height: max(0, menu.bounds.height - top - safe.bottom))
        }
        leftMenu.isHidden = menuState != .left
        rightMenu.isHidden = menuState != .right
        dimming.frame = bounds
        dimming.isHidden = menuState == .closed
    }
}
