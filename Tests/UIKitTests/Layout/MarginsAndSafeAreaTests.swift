import Testing
import UIKit

/// Layout margins, the safe area, and the guides built on them.
@MainActor
@Suite("Layout margins, safe area and guides")
struct MarginsAndSafeAreaTests {
    final class PinnedController: UIViewController {
        let content = UIView()
        var guide: (UIView) -> UILayoutGuide = { $0.layoutMarginsGuide }

        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            let guide = guide(view)
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        }
    }

    /// `controller` as the root of a window the size of the screen.
    func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("A view's margins are 8 points a side by default")
    func defaultMargins() {
        let view = UIView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.frame = root.bounds
        root.addSubview(view)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
    }

    @Test("A window made with the screen's bounds has the screen's safe area; a controller's root view has 16-point side margins")
    func rootViewMargins() {
        let controller = PinnedController()
        let window = show(controller)
        let safeArea = window.safeAreaInsets
        #expect(safeArea.top > 0 && safeArea.bottom > 0)
        #expect(controller.view.safeAreaInsets == safeArea)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: safeArea.top, left: 16, bottom: safeArea.bottom, right: 16))
        let bounds = window.bounds
        #expect(controller.content.frame == CGRect(x: 16, y: safeArea.top, width: bounds.width - 32, height: bounds.height - safeArea.top - safeArea.bottom))
    }

    @Test("Margins set on a root view count where above the system minimum")
    func rootViewCustomMargins() {
        let controller = PinnedController()
        let window = show(controller)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 4, bottom: 0, trailing: 40)
        window.layoutIfNeeded()
        #expect(controller.content.frame.minX == 16)
        #expect(controller.content.frame.maxX == window.bounds.width - 40)
        #expect(controller.content.frame.minY == window.safeAreaInsets.top + 10)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        #expect(controller.content.frame.minX == 4)
    }

    @Test("insetsLayoutMarginsFromSafeArea = false leaves the margins under the status bar")
    func marginsNotFromSafeArea() {
        let controller = PinnedController()
        let window = show(controller)
        controller.view.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(controller.view.layoutMargins.top == 0)
        #expect(controller.content.frame.minY == 0)
    }

    @Test("The safe area guide and additionalSafeAreaInsets")
    func safeAreaGuide() {
        let controller = PinnedController()
        controller.guide = { $0.safeAreaLayoutGuide }
        let window = show(controller)
        let safeArea = window.safeAreaInsets
        #expect(controller.content.frame == window.bounds.inset(by: safeArea))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 0)
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: safeArea.top + 10, left: 5, bottom: safeArea.bottom + 20, right: 0))
        #expect(controller.content.frame.minY == safeArea.top + 10)
        #expect(controller.content.frame.minX == 5)
        #expect(controller.content.safeAreaInsets == .zero)
    }

    @Test("A subview's safe area is the part of its superview's it overlaps")
    func subviewSafeArea() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let top = window.safeAreaInsets.top
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: 100))
        let lower = UIView(frame: CGRect(x: 0, y: 200, width: window.bounds.width, height: 100))
        window.addSubview(banner)
        window.addSubview(lower)
        window.layoutIfNeeded()
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0))
        #expect(lower.safeAreaInsets == .zero)
    }

    /// Sets wider margins once it learns it sits under the status bar.
    final class MarginsFromSafeAreaView: UIView {
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 30)
        }
    }

    @Test("Margins a safeAreaInsetsDidChange() sets are the ones its subviews and their margins are laid out with")
    func marginsSetWhenTheSafeAreaArrives() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let panel = MarginsFromSafeAreaView(frame: window.bounds)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        content.preservesSuperviewLayoutMargins = true
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(panel)
        panel.addSubview(content)
        content.addSubview(inner)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor, constant: -20),
            content.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: panel.layoutMarginsGuide.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        let safeArea = panel.safeAreaInsets
        #expect(safeArea.top > 0)
        #expect(panel.layoutMargins == UIEdgeInsets(top: 20 + safeArea.top, left: 30 + safeArea.left,
                                                    bottom: 20 + safeArea.bottom, right: 30 + safeArea.right))
        let bounds = window.bounds
        #expect(content.frame == CGRect(x: 10 + safeArea.left, y: 20 + safeArea.top,
                                        width: bounds.width - 40 - safeArea.left - safeArea.right,
                                        height: bounds.height - 40 - safeArea.top - safeArea.bottom))
        // The content starts 20 points left of the panel's margin, so the margin it keeps
        // reaches 20 points into it on the left; elsewhere its own 8 points are wider.
        #expect(inner.frame == CGRect(x: 20, y: 8, width: content.frame.width - 28, height: content.frame.height - 16))
    }

    @Test("preservesSuperviewLayoutMargins takes the superview's margins where they reach in")
    func preservesSuperviewMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.layoutMargins = UIEdgeInsets(top: 30, left: 40, bottom: 30, right: 40)
        let container = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 200))
        container.preservesSuperviewLayoutMargins = true
        root.addSubview(container)
        #expect(container.layoutMargins == UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30))
        container.preservesSuperviewLayoutMargins = false
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test("directionalLayoutMargins follow the layout direction")
    func directionalMarginsRightToLeft() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.semanticContentAttribute = .forceRightToLeft
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        #expect(root.layoutMargins.right == 20)
        #expect(root.layoutMargins.left == 4)
        let content = UIView()
        content.semanticContentAttribute = .forceRightToLeft
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 50),
            content.topAnchor.constraint(equalTo: root.topAnchor), content.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(content.frame.maxX == 280)
        root.semanticContentAttribute = .forceLeftToRight
        #expect(root.layoutMargins.left == 20)
    }

    @Test("The readable content guide matches the margins on a phone")
    func readableContentGuide() {
        let controller = PinnedController()
        controller.guide = { $0.readableContentGuide }
        let window = show(controller)
        #expect(controller.content.frame.minX == 16)
        #expect(controller.content.frame.maxX == window.bounds.width - 16)
    }

    @Test("A custom layout guide spaces views: a view centred in the gap between two others")
    func customGuide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let left = fixedView(50, 20), right = fixedView(70, 20), middle = fixedView(20, 20)
        for view in [left, right, middle] { root.addSubview(view) }
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor), left.topAnchor.constraint(equalTo: root.topAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor), gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            middle.centerXAnchor.constraint(equalTo: gap.centerXAnchor), middle.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 50, y: 0, width: 180, height: 1))
        #expect(middle.frame.midX == 140)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }
}
