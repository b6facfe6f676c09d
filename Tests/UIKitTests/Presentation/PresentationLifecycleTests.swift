import Foundation
import Testing
import UIKit

/// A controller that logs its appearance callbacks into a shared log.
@MainActor
final class LoggingController: UIViewController {
    let name: String
    let log: Log
    /// `isBeingPresented` and `isBeingDismissed` as seen in each callback.
    var flags: [String: (presented: Bool, dismissed: Bool)] = [:]

    @MainActor
    final class Log {
        var entries: [String] = []
    }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    private func record(_ event: String) {
        log.entries.append("\(name).\(event)")
        flags[event] = (isBeingPresented, isBeingDismissed)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("willAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        record("isAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("didDisappear")
    }
}

@MainActor
@Suite("Presenting and dismissing: relationships and appearance callbacks in UIKit's order")
struct PresentationLifecycleTests {
    /// A shown window whose root is `A`, its log emptied.
    func shownRoot() -> (UIWindow, LoggingController, LoggingController.Log) {
        let log = LoggingController.Log()
        let root = LoggingController("A", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        log.entries = []
        return (window, root, log)
    }

    @Test("Full-screen styles tell the presenting controller it disappears and reappears", arguments: [
        UIModalPresentationStyle.fullScreen, .currentContext,
    ])
    func fullScreenOrder(style: UIModalPresentationStyle) {
        let (window, root, log) = shownRoot()
        let presented = LoggingController("B", log: log)
        presented.modalPresentationStyle = style
        var completions: [String] = []
        root.present(presented, animated: true) { completions.append("presented") }
        #expect(log.entries == ["A.willDisappear", "B.willAppear", "B.isAppearing", "A.didDisappear", "B.didAppear"])
        #expect(completions == ["presented"])
        #expect(root.presentedViewController === presented && presented.presentingViewController === root)
        #expect(root.viewIfLoaded?.window == nil, "UIKit takes the covered view out of the window")
        #expect(presented.view.window === window)
        log.entries = []
        root.dismiss(animated: true) { completions.append("dismissed") }
        #expect(log.entries == ["B.willDisappear", "A.willAppear", "A.isAppearing", "B.didDisappear", "A.didAppear"])
        #expect(completions == ["presented", "dismissed"])
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(root.view.window === window && presented.viewIfLoaded?.window == nil)
    }

    @Test("Sheets, popovers and the over styles leave the presenting controller's callbacks alone", arguments: [
        UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .popover,
    ])
    func overStylesOrder(style: UIModalPresentationStyle) {
        let (window, root, log) = shownRoot()
        defer { withExtendedLifetime(window) {} }
        let presented = LoggingController("B", log: log)
        presented.modalPresentationStyle = style
        root.present(presented, animated: false)
        #expect(log.entries == ["B.willAppear", "B.isAppearing", "B.didAppear"])
        #expect(root.view.window != nil, "the presenting view stays")
        log.entries = []
        presented.dismiss(animated: false)
        #expect(log.entries == ["B.willDisappear", "B.didDisappear"])
        #expect(root.presentedViewController == nil)
    }

    @Test("isBeingPresented in viewWillAppear and viewDidAppear; isBeingDismissed in the disappear callbacks; neither after")
    func beingPresentedFlags() {
        let (window, root, log) = shownRoot()
        defer { withExtendedLifetime(window) {} }
        let presented = LoggingController("B", log: log)
        root.present(presented, animated: true)
        #expect(presented.flags["willAppear"]?.presented == true)
        #expect(presented.flags["didAppear"]?.presented == true)
        #expect(!presented.isBeingPresented)
        presented.dismiss(animated: true)
        #expect(presented.flags["willDisappear"]?.dismissed == true)
        #expect(presented.flags["didDisappear"]?.dismissed == true)
        #expect(!presented.isBeingDismissed)
    }

    @Test("A child presents over its container; the presented controller's presenting controller is the container")
    func childPresentsOverContainer() {
        let log = LoggingController.Log()
        let child = LoggingController("child", log: log)
        let navigation = UINavigationController(rootViewController: child)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        let presented = LoggingController("B", log: log)
        child.present(presented, animated: false)
        #expect(presented.presentingViewController === navigation)
        #expect(child.presentedViewController === presented)
        #expect(navigation.presentedViewController === presented)
        #expect(navigation.visibleViewController === presented)
        // The child's own dismiss dismisses what it presented.
        child.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil)
    }

    @Test("Dismissing the bottom of a stack of presentations dismisses all of them, top first")
    func dismissStack() {
        let (window, root, log) = shownRoot()
        defer { withExtendedLifetime(window) {} }
        let first = LoggingController("B", log: log)
        let second = LoggingController("C", log: log)
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(second.presentingViewController === first)
        log.entries = []
        var done = false
        root.dismiss(animated: true) { done = true }
        #expect(done)
        #expect(log.entries == ["C.willDisappear", "C.didDisappear", "B.willDisappear", "B.didDisappear"])
        #expect(root.presentedViewController == nil && first.presentedViewController == nil)
    }

    @Test("Presenting while presenting is refused: nothing changes and the completion does not run")
    func alreadyPresenting() {
        let (window, root, log) = shownRoot()
        defer { withExtendedLifetime(window) {} }
        let first = LoggingController("B", log: log)
        let second = LoggingController("C", log: log)
        root.present(first, animated: false)
        var ran = false
        root.present(second, animated: false) { ran = true }
        #expect(!ran)
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(root.unreportedPresentationIssues.contains {
            $0.hasPrefix("Attempt to present <LoggingController> on <LoggingController> (from <LoggingController>) which is already presenting <LoggingController>.")
        })
    }

    @Test("A current-context presentation covers the controller that defines the context, not the window")
    func currentContext() {
        let log = LoggingController.Log()
        let root = LoggingController("A", log: log)
        let child = LoggingController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 400, width: 390, height: 300)
        child.didMove(toParent: root)
        child.definesPresentationContext = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        let presented = LoggingController("B", log: log)
        presented.modalPresentationStyle = .overCurrentContext
        child.present(presented, animated: false)
        window.layoutIfNeeded()
        #expect(presented.presentingViewController === child)
        #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 400, width: 390, height: 300))
    }

    @Test("Before the view is in a window nothing is presented, with UIKit's warning; in the window the same call presents")
    func notInWindow() {
        let log = LoggingController.Log()
        let root = LoggingController("A", log: log)
        root.loadViewIfNeeded()
        let presented = LoggingController("B", log: log)
        var completed = false
        root.present(presented, animated: false) { completed = true }
        #expect(root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(!completed, "UIKit never runs the completion of a refused presentation")
        #expect(root.unreportedPresentationIssues.first?.hasPrefix(
            "Attempt to present <LoggingController> on <LoggingController> (from <LoggingController>) whose view is not in the window hierarchy.") == true)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(presented.viewIfLoaded?.window == nil, "the refused presentation is not shown later either")
        #expect(log.entries == ["A.willAppear", "A.isAppearing", "A.didAppear"])
        root.present(presented, animated: false) { completed = true }
        #expect(root.presentedViewController === presented)
        #expect(presented.view.window === window)
        #expect(completed)
        #expect(log.entries == ["A.willAppear", "A.isAppearing", "A.didAppear", "B.willAppear", "B.isAppearing", "B.didAppear"])

        final class EagerController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                present(UIViewController(), animated: false)
            }
        }
        let eager = EagerController()
        eager.loadViewIfNeeded()
        #expect(eager.presentedViewController == nil)
        #expect(eager.unreportedPresentationIssues.first?.hasPrefix(
            "Attempt to present <UIViewController> on <EagerController> (from <EagerController>) whose view is not in the window hierarchy.") == true)
    }

    @Test("Styles resolve as UIKit resolves them: automatic is a page sheet; the presentation controllers match the style")
    func controllersPerStyle() {
        let sheet = UIViewController()
        #expect(sheet.sheetPresentationController != nil)
        #expect(sheet.popoverPresentationController == nil)
        sheet.modalPresentationStyle = .popover
        #expect(sheet.popoverPresentationController != nil)
        #expect(sheet.sheetPresentationController == nil)
        sheet.modalPresentationStyle = .fullScreen
        #expect(sheet.sheetPresentationController == nil && sheet.popoverPresentationController == nil)
        #expect(sheet.presentationController?.presentationStyle == .fullScreen)
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        #expect(alert.modalPresentationStyle == .custom)
        let actionSheet = UIAlertController(title: "A", message: nil, preferredStyle: .actionSheet)
        #expect(actionSheet.modalPresentationStyle == .popover)
        #expect(actionSheet.popoverPresentationController != nil)
        // Configured before presenting, kept when presented.
        let detented = UIViewController()
        detented.sheetPresentationController?.detents = [.medium()]
        let (window, root, _) = shownRoot()
        defer { withExtendedLifetime(window) {} }
        root.present(detented, animated: false)
        #expect(detented.sheetPresentationController?.detents.map(\.identifier) == [.medium])
    }

    @Test("Alert controllers: one cancel action, text fields on alerts only, handlers run after the dismissal")
    func alertController() {
        let alert = UIAlertController(title: "Sign In", message: nil, preferredStyle: .alert)
        var handled: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Again", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in handled.append(action.title ?? "") })
        #expect(alert.actions.map(\.title) == ["Cancel", "OK"])
        #expect(alert.unreportedPresentationIssues.first?.hasPrefix("UIAlertController can only have one action with a style of UIAlertActionStyleCancel.") == true)
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.textFields?.first?.placeholder == "Name")
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)

        let (window, root, _) = shownRoot()
        defer { withExtendedLifetime(window) {} }
        root.present(alert, animated: true)
        let ok = alert.view.subviews.flatMap(\.subviews).compactMap { $0 as? UIControl }.first { ($0.subviews.first as? UILabel)?.text == "OK" }
        ok?.sendActions(for: .touchUpInside)
        #expect(handled == ["OK"])
        #expect(root.presentedViewController == nil)
    }
}
