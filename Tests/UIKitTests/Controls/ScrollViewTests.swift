import Testing
import UIKit

/// UIScrollView's content area under Auto Layout and its adjusted insets.
@MainActor
@Suite("UIScrollView")
struct ScrollViewTests {
    @Test("Content pinned to the scroll view's own edges sizes the content, as UIKit reads those edges")
    func edgesMeanContent() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            // Width against the scroll view means its frame's width.
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 700),
        ])
        scroll.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 120, height: 700))
        #expect(scroll.contentSize == CGSize(width: 120, height: 700))
        #expect(scroll.layoutReports().isEmpty, "\(scroll.layoutReports())")
    }

    @Test("A content guide sized by a view beside the scroll view gives the content size (the constraint lives on their superview)")
    func guideSizedFromOutside() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let scroll = UIScrollView()
        let header = UIView()
        for view in [scroll, header] {
            view.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(view)
        }
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: screen.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 200),
            scroll.heightAnchor.constraint(equalToConstant: 100),
            header.topAnchor.constraint(equalTo: scroll.bottomAnchor),
            header.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 280),
            header.heightAnchor.constraint(equalToConstant: 40),
            // Both constraints relate the guide to `header`, so UIKit keeps them on `screen`.
            scroll.contentLayoutGuide.widthAnchor.constraint(equalTo: header.widthAnchor),
            scroll.contentLayoutGuide.heightAnchor.constraint(equalTo: header.heightAnchor, multiplier: 10),
        ])
        screen.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 280, height: 400))
    }

    @Test("Content deep inside the scroll view, pinned to the content guide, sizes the content")
    func deepContent() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        var parent: UIView = scroll
        var levels: [UIView] = []
        for _ in 0..<5 {
            let level = UIView()
            level.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(level)
            levels.append(level)
            parent = level
        }
        var constraints = [
            levels[0].topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            levels[0].leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            levels[0].trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            levels[0].bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        ]
        for (outer, inner) in zip(levels, levels.dropFirst()) {
            constraints += [
                inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 10),
                inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
                inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -10),
                inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor, constant: -10),
            ]
        }
        constraints += [levels[4].widthAnchor.constraint(equalToConstant: 60), levels[4].heightAnchor.constraint(equalToConstant: 500)]
        NSLayoutConstraint.activate(constraints)
        scroll.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 140, height: 580))
        #expect(levels[4].frame == CGRect(x: 10, y: 10, width: 60, height: 500))
    }

    @Test("Scrolled, content keeps its place in content coordinates; the frame guide follows the bounds")
    func scrolled() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 400),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        scroll.layoutIfNeeded()
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        scroll.layoutIfNeeded()
        #expect(content.frame.origin == .zero)
        #expect(badge.frame.origin == CGPoint(x: 10, y: 160), "pinned to the frame: it stays on screen")
        #expect(scroll.frameLayoutGuide.layoutFrame == scroll.bounds)
    }

    @Test("The rendered content moves with the offset")
    func renderedOffset() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let red = UIView(frame: CGRect(x: 0, y: 40, width: 40, height: 40))
        red.backgroundColor = .red
        scroll.addSubview(red)
        scroll.contentSize = CGSize(width: 40, height: 80)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        let image = ControlRendering.render(scroll, background: .white)
        #expect(ControlRendering.near(ControlRendering.pixel(image, 20, 20), (255, 0, 0)))
    }

    @Test("adjustedContentInset adds the safe area as the behavior says; content starts below it")
    func adjustedInsets() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        let scroll = UIScrollView()
        scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let root: UIView = controller.view
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        scroll.frame = root.bounds
        root.addSubview(scroll)
        root.layoutIfNeeded()
        #expect(scroll.safeAreaInsets.top == 50)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 55, left: 0, bottom: 30, right: 0), "tall content scrolls vertically")
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -55))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = CGSize(width: 100, height: 10)
        #expect(scroll.adjustedContentInset.top == 5, "short content does not scroll")
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset.top == 55)
    }
}
