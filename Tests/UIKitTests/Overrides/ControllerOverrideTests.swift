import Testing
import UIKit

/// A view controller that records UIKit's calls, made through the designated initializers
/// iOS code overrides.
private final class RecordingController: UIViewController {
    var calls: [String] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        calls.append("init(nibName:bundle:)")
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func loadView() {
        calls.append("loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }
    override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
    override func updateViewConstraints() {
        calls.append("updateViewConstraints")
        super.updateViewConstraints()
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        calls.append("traitCollectionDidChange")
    }
    override func awakeFromNib() { super.awakeFromNib() }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
    override var title: String? {
        didSet { calls.append("title") }
    }
    override var isEditing: Bool {
        didSet { calls.append("isEditing") }
    }
}

/// A navigation controller subclass that overrides UIKit's designated initializer.
private final class FlowController: UINavigationController {
    var madeWithRoot = false
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        madeWithRoot = true
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.title = "pushed"
        super.pushViewController(viewController, animated: animated)
    }
}

/// Navigation controllers made with custom bar classes (the classes themselves are not used).
private final class BrandBar: UINavigationBar {}
private final class BarsController: UINavigationController {
    override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A tab bar controller made with UITabBarController(), which goes through init(nibName:bundle:).
private final class RootTabs: UITabBarController {
    var madeWithNib = false
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        madeWithNib = true
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A window subclass with UIKit's initializers.
private final class AppWindow: UIWindow {
    override init(windowScene: UIWindowScene) { super.init(windowScene: windowScene) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
    var layouts = 0
}

/// UIKit calls a view controller subclass's overrides in iOS's order.
@MainActor
@Suite("View controller overrides")
struct ControllerOverrideTests {
    @Test("UIViewController() runs the overridden init(nibName:bundle:), then loadView and viewDidLoad on first view access")
    func loading() {
        let controller = RecordingController()
        #expect(controller.calls == ["init(nibName:bundle:)"])
        _ = controller.view
        #expect(controller.calls == ["init(nibName:bundle:)", "loadView", "viewDidLoad"])
    }

    @Test("Layout runs viewWillLayoutSubviews before the view's layout and viewDidLayoutSubviews after")
    func layoutOrder() throws {
        let controller = RecordingController()
        let window = AppWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        controller.calls = []
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        let will = try #require(controller.calls.firstIndex(of: "viewWillLayoutSubviews"))
        let did = try #require(controller.calls.lastIndex(of: "viewDidLayoutSubviews"))
        #expect(will < did)
        #expect(window.layouts > 0)
    }

    @Test("Trait changes reach the overridden traitCollectionDidChange; property overrides run")
    func traitsAndProperties() {
        let controller = RecordingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.calls = []
        window.overrideUserInterfaceStyle = .dark
        controller.title = "Home"
        controller.setEditing(true, animated: false)
        #expect(controller.calls.first == "traitCollectionDidChange")
        #expect(controller.calls.suffix(2) == ["title", "isEditing"])
        #expect(controller.preferredStatusBarStyle == .lightContent && controller.prefersStatusBarHidden)
    }

    @Test("Container controllers are subclassed through UIKit's designated initializers")
    func containers() {
        let root = UIViewController()
        let flow = FlowController(rootViewController: root)
        #expect(flow.madeWithRoot && flow.viewControllers == [root])
        let next = UIViewController()
        flow.pushViewController(next, animated: false)
        #expect(flow.topViewController === next && next.title == "pushed")
        let bars = BarsController(navigationBarClass: BrandBar.self, toolbarClass: nil)
        #expect(bars.viewControllers.isEmpty)
        #expect(RootTabs().madeWithNib)
    }
}
