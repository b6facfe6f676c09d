/// A stack of controllers, UIKit's `UINavigationController`: shows its top controller's
/// view full size, under its navigation bar (the top controller's safe area starts below
/// the bar, as on iOS). Pushing and popping change what shows at once.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The controllers, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []

    /// The bar at the top.
    open private(set) lazy var navigationBar = UINavigationBar(frame: .zero)
    open private(set) lazy var toolbar = UIToolbar(frame: .zero)
    @exclusivity(unchecked) open private(set) var isNavigationBarHidden = false
    @exclusivity(unchecked) open var isToolbarHidden = true
    @exclusivity(unchecked) open weak var delegate: UINavigationControllerDelegate?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with no controllers yet; the bar classes are not used here
    /// (the bars are always `UINavigationBar` and `UIToolbar`).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    open var topViewController: UIViewController? { stack.last }

    /// The status bar's style follows the navigation bar, not the top controller: light
    /// content over a `.black` bar, else the default (return `topViewController` from
    /// `childForStatusBarStyle` in a subclass to let the top controller decide).
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .black ? .lightContent : .default
    }

    /// Only the top controller's view shows, so only it hears of appearing.
    package override var childrenForAppearance: [UIViewController] { topViewController.map { [$0] } ?? [] }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        stack = viewControllers
        for controller in stack where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if isViewLoaded { showTop() }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    open override func loadView() {
        view = BarContainerView(controller: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        showTop()
    }

    private func showTop() {
        guard let top = stack.last else { return }
        for controller in stack where controller !== top { controller.viewIfLoaded?.removeFromSuperview() }
        let content = top.view!
        if content.superview !== view {
            content.frame = view.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.insertSubview(content, belowSubview: navigationBar)
        }
        navigationBar.items = stack.map(\.navigationItem)
        view.setNeedsLayout()
    }

    /// Places the bar below the status bar and gives the top controller's view the bar's
    /// height as additional safe area.
    func layoutBars(in container: UIView) {
        let top = container.safeAreaInsets.top
        let height = isNavigationBarHidden ? 0 : navigationBar.sizeThatFits(container.bounds.size).height
        navigationBar.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: height)
        if let content = topViewController {
            // Under a translucent bar (or an opaque one when the controller asks) the view
            // fills the container and the bar covers the top of its safe area; otherwise its
            // top edge is the bar's bottom.
            let extends = height == 0 || content.edgesForExtendedLayout.contains(.top)
                && (navigationBar.isTranslucent || content.extendedLayoutIncludesOpaqueBars)
            content.barSafeAreaInsets = UIEdgeInsets(top: extends ? height : 0, left: 0, bottom: 0, right: 0)
            var frame = container.bounds
            if !extends {
                frame.origin.y = navigationBar.frame.maxY
                frame.size.height = max(0, container.bounds.maxY - navigationBar.frame.maxY)
            }
            content.viewIfLoaded?.frame = frame
        }
    }
}

/// What a navigation controller tells its delegate, UIKit's `UINavigationControllerDelegate`.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

extension UINavigationController: BarLayingController {}
