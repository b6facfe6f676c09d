import Testing
import UIKit

/// The layout cycle: updateConstraints bottom up, then layoutSubviews top down with the
/// view controller's callbacks around its root view's, and what invalidates what.
@MainActor
@Suite("The layout cycle")
struct LayoutCycleTests {
    final class Log {
        var entries: [String] = []
    }

    final class LoggingView: UIView {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.entries.append("layout \(name)")
        }
        override func updateConstraints() {
            log.entries.append("constraints \(name)")
            super.updateConstraints()
        }
    }

    @Test("layoutSubviews runs parents before children; updateConstraints children before parents")
    func order() {
        let log = Log()
        let root = LoggingView("root", log), child = LoggingView("child", log), grandchild = LoggingView("grandchild", log)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(child)
        child.addSubview(grandchild)
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 50),
                                     child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let layouts = log.entries.filter { $0.hasPrefix("layout") }
        #expect(layouts == ["layout root", "layout child", "layout grandchild"])
        let updates = log.entries.filter { $0.hasPrefix("constraints") }
        #expect(updates == ["constraints grandchild", "constraints child", "constraints root"])
        #expect(log.entries.firstIndex(of: "constraints root") ?? 99 < log.entries.firstIndex(of: "layout root") ?? 0)
        log.entries = []
        root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        child.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["layout child"])
    }

    /// Lays out a title in code after the constraints placed it: calls super, then moves it.
    final class AdjustingView: UIView {
        let title = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.translatesAutoresizingMaskIntoConstraints = false
            addSubview(title)
            NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: leadingAnchor), title.topAnchor.constraint(equalTo: topAnchor),
                                         title.widthAnchor.constraint(equalToConstant: 40), title.heightAnchor.constraint(equalToConstant: 20)])
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame.origin.x = bounds.width - title.frame.width
        }
    }

    @Test("A layoutSubviews that calls super then adjusts frames keeps its adjustment")
    func adjustAfterSuper() {
        let view = AdjustingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.layoutIfNeeded()
        #expect(view.title.frame == CGRect(x: 160, y: 0, width: 40, height: 20))
        view.layoutIfNeeded()
        #expect(view.title.frame.minX == 160)
        view.frame.size.width = 300
        view.layoutIfNeeded()
        #expect(view.title.frame == CGRect(x: 260, y: 0, width: 40, height: 20))
    }

    /// Lays out two children in code from sizeThatFits.
    final class ManualView: UIView {
        let left = IntrinsicView(10, 10), right = label("Detail")
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(left)
            addSubview(right)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            let size = right.sizeThatFits(bounds.size)
            right.frame = CGRect(x: bounds.width - size.width, y: 0, width: size.width, height: size.height)
            left.frame = CGRect(x: 0, y: 0, width: right.frame.minX - 8, height: size.height)
        }
    }

    @Test("Frames set in layoutSubviews with sizeThatFits")
    func manualLayout() {
        let view = ManualView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        view.layoutIfNeeded()
        #expect(view.right.frame.size == view.right.intrinsicContentSize)
        #expect(view.right.frame.maxX == 300)
        #expect(view.left.frame.width == 300 - view.right.frame.width - 8)
    }

    /// Builds its constraints in updateConstraints, as requiresConstraintBasedLayout views do.
    final class DeferredView: UIView {
        let content = UIView()
        var inset: CGFloat = 10 {
            didSet { setNeedsUpdateConstraints() }
        }
        private var leading: NSLayoutConstraint?
        private(set) var updates = 0
        override class var requiresConstraintBasedLayout: Bool { true }
        override func updateConstraints() {
            updates += 1
            if leading == nil {
                content.translatesAutoresizingMaskIntoConstraints = false
                addSubview(content)
                let leading = content.leadingAnchor.constraint(equalTo: leadingAnchor)
                NSLayoutConstraint.activate([leading, content.topAnchor.constraint(equalTo: topAnchor),
                                             content.widthAnchor.constraint(equalToConstant: 20), content.heightAnchor.constraint(equalToConstant: 20)])
                self.leading = leading
            }
            leading?.constant = inset
            super.updateConstraints()
        }
    }

    @Test("updateConstraints builds and updates constraints before layout; setNeedsUpdateConstraints asks again")
    func updateConstraints() {
        let view = DeferredView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()
        #expect(view.content.frame == CGRect(x: 10, y: 0, width: 20, height: 20))
        let updates = view.updates
        view.inset = 30
        #expect(view.needsUpdateConstraints())
        view.layoutIfNeeded()
        #expect(view.updates == updates + 1)
        #expect(view.content.frame.minX == 30)
        #expect(!view.needsUpdateConstraints())
    }

    final class LoggingController: UIViewController {
        let log = Log()
        let box = UIView()
        var frameAtDidLayout: CGRect = .zero
        override func loadView() {
            view = LoggingView("root", log)
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([box.centerXAnchor.constraint(equalTo: view.centerXAnchor), box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                                         box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 60)])
        }
        override func updateViewConstraints() {
            log.entries.append("updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.entries.append("viewWillLayoutSubviews")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            log.entries.append("viewDidLayoutSubviews")
            frameAtDidLayout = box.frame
        }
    }

    @Test("viewWillLayoutSubviews and viewDidLayoutSubviews surround the root view's layoutSubviews")
    func controllerCallbacks() {
        let controller = LoggingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let entries = controller.log.entries
        let will = entries.firstIndex(of: "viewWillLayoutSubviews"), layout = entries.firstIndex(of: "layout root")
        let did = entries.firstIndex(of: "viewDidLayoutSubviews")
        #expect(will != nil && layout != nil && did != nil, "\(entries)")
        if let will, let layout, let did { #expect(will < layout && layout < did) }
        #expect(entries.contains("updateViewConstraints"))
        #expect(entries.contains("constraints root"))
        #expect(controller.frameAtDidLayout == CGRect(x: 100, y: 170, width: 100, height: 60))
        #expect(controller.view.frame == window.bounds)
    }

    @Test("Invalidating the intrinsic size lays the tree out again")
    func intrinsicInvalidation() {
        let badge = IntrinsicView(20, 20)
        let stack = UIStackView(arrangedSubviews: [badge, IntrinsicView(30, 10)])
        stack.alignment = .center
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 50, height: 20))
        badge.size = CGSize(width: 60, height: 40)
        root.layoutIfNeeded()
        #expect(badge.frame.size == CGSize(width: 60, height: 40))
        #expect(stack.frame.size == CGSize(width: 90, height: 40))
    }

    /// Sets its label's preferredMaxLayoutWidth from its laid-out width, then lays out again:
    /// the pattern apps wrote before labels measured themselves.
    final class PreferredWidthCell: UIView {
        let body = label(MultilineLabelLayoutTests.text, lines: 0)
        override init(frame: CGRect) {
            super.init(frame: frame)
            body.translatesAutoresizingMaskIntoConstraints = false
            addSubview(body)
            NSLayoutConstraint.activate([body.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                                         body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                                         body.topAnchor.constraint(equalTo: topAnchor)])
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            if body.preferredMaxLayoutWidth != body.bounds.width {
                body.preferredMaxLayoutWidth = body.bounds.width
                layoutIfNeeded()
            }
        }
    }

    @Test("layoutIfNeeded called from inside layoutSubviews")
    func layoutIfNeededInsideLayoutSubviews() {
        let cell = PreferredWidthCell(frame: CGRect(x: 0, y: 0, width: 224, height: 300))
        cell.layoutIfNeeded()
        #expect(cell.body.preferredMaxLayoutWidth == 200)
        #expect(cell.body.frame.width == 200)
        #expect(cell.body.frame.height == cell.body.sizeThatFits(CGSize(width: 200, height: 10_000)).height)
    }

    @Test("A custom view's intrinsic size drives its frame; frames set on constraint-based views do not feed back")
    func frameOfConstraintBasedView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = IntrinsicView(50, 30)
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5), box.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 5, y: 0, width: 50, height: 30))
        box.frame = CGRect(x: 100, y: 50, width: 10, height: 10)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 100, y: 50, width: 10, height: 10))
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 5, y: 0, width: 50, height: 30))
    }
}
