/// Tabs of controllers, UIKit's `UITabBarController`: shows the selected controller's view
/// full size above its tab bar (the content's safe area ends at the bar, as on iOS).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }
    private var controllers: [UIViewController] = []
    @exclusivity(unchecked) open var selectedIndex = 0 {
        didSet { if isViewLoaded { showSelected() } }
    }
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selectedIndex) ? controllers[selectedIndex] : nil }
        set {
            if let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }
    open private(set) lazy var tabBar = UITabBar(frame: .zero)

    /// Only the selected controller's view shows, so only it hears of appearing.
    package override var childrenForAppearance: [UIViewController] { selectedViewController.map { [$0] } ?? [] }
    @exclusivity(unchecked) open weak var delegate: UITabBarControllerDelegate?

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for controller in controllers {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        controllers = viewControllers ?? []
        for controller in controllers {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabBar.items = controllers.map(\.tabBarItem)
        if selectedIndex >= controllers.count { selectedIndex = 0 }
        if isViewLoaded { showSelected() }
    }

    open override func loadView() {
        view = BarContainerView(controller: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        showSelected()
    }

    private func showSelected() {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        for controller in controllers where controller !== selectedViewController { controller.viewIfLoaded?.removeFromSuperview() }
        guard let selected = selectedViewController else { return }
        let content = selected.view!
        if content.superview !== view {
            content.frame = view.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.insertSubview(content, belowSubview: tabBar)
        }
        view.setNeedsLayout()
    }

    /// Places the bar at the bottom, over the home indicator area, and gives the content the
    /// bar's height as additional safe area.
    func layoutBars(in container: UIView) {
        let bottomInset = container.safeAreaInsets.bottom
        let height: CGFloat = tabBar.isHidden ? 0 : 49
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - height - bottomInset, width: container.bounds.width, height: height + bottomInset)
        if let content = selectedViewController {
            // Over a translucent bar (or an opaque one when the controller asks) the view fills
            // the container and the bar covers the bottom of its safe area; otherwise its bottom
            // edge is the bar's top.
            let extends = height == 0 || content.edgesForExtendedLayout.contains(.bottom)
                && (tabBar.isTranslucent || content.extendedLayoutIncludesOpaqueBars)
            content.barSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: extends ? height : 0, right: 0)
            var frame = container.bounds
            if !extends { frame.size.height = max(0, tabBar.frame.minY - container.bounds.minY) }
            content.viewIfLoaded?.frame = frame
        }
    }
}

/// What a tab bar controller tells its delegate, UIKit's `UITabBarControllerDelegate`.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {}

extension UITabBarController: BarLayingController {}
