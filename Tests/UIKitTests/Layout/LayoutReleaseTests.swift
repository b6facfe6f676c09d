import Testing
import UIKit

/// A view tree laid out with Auto Layout is freed when the app lets go of it, as on iOS: a
/// constraint does not keep its items (`unowned(unsafe) var firstItem` in the SDK), and the
/// engine kept on a root view does not keep the tree. A catalog builds thousands of trees in
/// one process, so a tree that keeps itself alive is memory that is never given back.
@MainActor
@Suite("Releasing laid-out trees")
struct LayoutReleaseTests {
    /// Builds a tree with `build`, lays it out and lets it go; returns weak references to
    /// every view of it, which must all be nil afterwards.
    func released(_ build: () -> UIView) -> [String] {
        var watched: [(String, () -> AnyObject?)] = []
        do {
            let root = build()
            root.layoutIfNeeded()
            var stack = [root]
            while let view = stack.popLast() {
                weak var weakView = view
                watched.append(("\(type(of: view))", { weakView }))
                stack += view.subviews
            }
        }
        return watched.filter { $0.1() != nil }.map(\.0)
    }

    @Test("a root with anchored subviews and its engine are freed after layout")
    func anchoredTree() {
        let alive = released {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            var previous: UIView?
            for _ in 0..<5 {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 8),
                    view.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                    view.widthAnchor.constraint(equalToConstant: 20),
                    view.heightAnchor.constraint(equalTo: view.widthAnchor),
                ])
                previous = view
            }
            return root
        }
        #expect(alive.isEmpty, "still alive after release: \(alive)")
    }

    @Test("a stack view of labels and a button, sized by fitting, is freed")
    func stackAndFitting() {
        let alive = released {
            let stack = UIStackView(arrangedSubviews: [UILabel(), UIButton(type: .system), UIView()])
            stack.axis = .vertical
            stack.spacing = 8
            (stack.arrangedSubviews[0] as? UILabel)?.text = "見出し"
            (stack.arrangedSubviews[1] as? UIButton)?.setTitle("Continue", for: .normal)
            let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            stack.frame = CGRect(origin: .zero, size: size)
            return stack
        }
        #expect(alive.isEmpty, "still alive after release: \(alive)")
    }

    @Test("a constraint kept by the app does not keep its views")
    func keptConstraint() {
        var kept: NSLayoutConstraint?
        weak var weakRoot: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            let width = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            width.isActive = true
            root.layoutIfNeeded()
            #expect(child.frame.width == 50)
            #expect(width.firstItem === child && width.secondItem === root)
            kept = width
            weakRoot = root
        }
        // What `firstItem` reads afterwards is undefined on iOS (an unretained pointer to a
        // freed view), so the test asks only that the views were freed.
        #expect(weakRoot == nil)
        #expect(kept != nil)
    }

    @Test("a view controller's view in a window, and a table of self-sizing cells, are freed")
    func controllerAndTable() {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "行 \(indexPath.row)"
                cell.contentConfiguration = content
                return cell
            }
        }
        weak var weakController: UIViewController?
        weak var weakWindow: UIWindow?
        let rows = Rows()
        let alive = released {
            let controller = UITableViewController(style: .insetGrouped)
            controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            controller.tableView.dataSource = rows
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            weakController = controller
            weakWindow = window
            return window
        }
        #expect(alive.isEmpty, "still alive after release: \(alive)")
        #expect(weakController == nil && weakWindow == nil)
    }
}
