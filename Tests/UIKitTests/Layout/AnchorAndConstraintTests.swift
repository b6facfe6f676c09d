import Testing
import UIKit

/// Anchors and constraints as apps write them: offsets between anchors, system spacing,
/// multipliers, priorities, constants changed later, deactivation, constraints across
/// subtrees, and removal from the hierarchy.
@MainActor
@Suite("Anchors and constraints")
struct AnchorAndConstraintTests {
    func root(_ width: CGFloat = 320, _ height: CGFloat = 200) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func add(_ views: UIView..., to parent: UIView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
    }

    @Test("NSLayoutConstraint() is an empty placeholder: no items, not activatable, and the layout around it holds")
    func emptyConstraint() {
        var placeholder = NSLayoutConstraint()
        #expect(placeholder.firstItem == nil && placeholder.secondItem == nil)
        #expect(placeholder.firstAttribute == .notAnAttribute && placeholder.relation == .equal)
        #expect(placeholder.constant == 0)
        let parent = root()
        let child = fixedView(40, 20)
        add(child, to: parent)
        let diagnostics = RenderDiagnostics()
        diagnostics.collect { placeholder.isActive = true }
        #expect(!placeholder.isActive)
        #expect(diagnostics.issues.count == 1 && diagnostics.issues.first?.contains("empty NSLayoutConstraint()") == true)
        placeholder = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16)
        NSLayoutConstraint.activate([placeholder, child.topAnchor.constraint(equalTo: parent.topAnchor)])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 0, width: 40, height: 20))
    }

    @Test("anchorWithOffset(to:) makes a distance that constraints can size and compare")
    func anchorWithOffset() {
        let parent = root()
        let a = fixedView(40, 20), b = fixedView(40, 20), c = fixedView(40, 20)
        add(a, b, c, to: parent)
        let first = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let second = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), c.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            first.constraint(equalTo: second), a.topAnchor.constraint(equalTo: parent.topAnchor),
            b.topAnchor.constraint(equalTo: parent.topAnchor), c.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(b.frame.minX == 140)
        // A vertical distance: the square's bottom 100 points above the parent's (200 tall).
        let square = fixedView(10, 10)
        add(square, to: parent)
        let vertical = square.bottomAnchor.anchorWithOffset(to: parent.bottomAnchor)
        NSLayoutConstraint.activate([
            vertical.constraint(equalToConstant: 100),
            square.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(square.frame.maxY == 100)
        #expect(b.frame.minY == 0)
        #expect(parent.layoutReports().isEmpty, "\(parent.layoutReports())")
    }

    @Test("System spacing after and below is 8 points times the multiplier")
    func systemSpacing() {
        let parent = root()
        let a = fixedView(40, 20), b = fixedView(40, 20)
        add(a, b, to: parent)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: parent.leadingAnchor, multiplier: 1),
            a.topAnchor.constraint(equalToSystemSpacingBelow: parent.topAnchor, multiplier: 2),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.topAnchor.constraint(equalTo: a.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(a.frame.origin == CGPoint(x: 8, y: 16))
        #expect(b.frame.minX == 56)
    }

    @Test("Multipliers on dimensions and positions")
    func multipliers() {
        let parent = root()
        let half = UIView(), square = UIView()
        add(half, square, to: parent)
        NSLayoutConstraint.activate([
            half.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            half.heightAnchor.constraint(equalToConstant: 30),
            half.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            half.topAnchor.constraint(equalTo: parent.topAnchor),
            square.widthAnchor.constraint(equalTo: half.widthAnchor, multiplier: 0.25, constant: 10),
            square.heightAnchor.constraint(equalTo: square.widthAnchor),
            NSLayoutConstraint(item: square, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .trailing, multiplier: 0.75, constant: 0),
            square.topAnchor.constraint(equalTo: half.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(half.frame == CGRect(x: 80, y: 0, width: 160, height: 30))
        #expect(square.frame == CGRect(x: 215, y: 30, width: 50, height: 50))
    }

    @Test("The stronger of two optional constraints wins; a required bound beats both")
    func priorities() {
        let parent = root()
        let box = UIView()
        add(box, to: parent)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultHigh
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: parent.leadingAnchor), box.topAnchor.constraint(equalTo: parent.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10), wide, narrow])
        parent.layoutIfNeeded()
        #expect(box.frame.width == 200)
        wide.priority = UILayoutPriority(200)
        parent.layoutIfNeeded()
        #expect(box.frame.width == 100)
        box.widthAnchor.constraint(lessThanOrEqualToConstant: 80).isActive = true
        parent.layoutIfNeeded()
        #expect(box.frame.width == 80)
        #expect(parent.layoutReports().isEmpty, "\(parent.layoutReports())")
    }

    @Test("Constants changed after activation move the frames at the next layout")
    func constantsChange() {
        let parent = root()
        let box = fixedView(50, 50)
        add(box, to: parent)
        let leading = box.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10)
        let top = box.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10)
        NSLayoutConstraint.activate([leading, top])
        parent.layoutIfNeeded()
        #expect(box.frame.origin == CGPoint(x: 10, y: 10))
        leading.constant = 100
        top.constant = -5
        #expect(box.frame.origin == CGPoint(x: 10, y: 10))
        parent.layoutIfNeeded()
        #expect(box.frame.origin == CGPoint(x: 100, y: -5))
    }

    @Test("Deactivated constraints stop acting; reactivated, they act again")
    func deactivateAndReactivate() {
        let parent = root()
        let box = fixedView(50, 50)
        add(box, to: parent)
        let left = box.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10)
        let right = box.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10)
        NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: parent.topAnchor)])
        parent.layoutIfNeeded()
        #expect(box.frame.minX == 10)
        NSLayoutConstraint.deactivate([left])
        NSLayoutConstraint.activate([right])
        #expect(!left.isActive && right.isActive)
        parent.layoutIfNeeded()
        #expect(box.frame.minX == 260)
        right.isActive = false
        left.isActive = true
        parent.layoutIfNeeded()
        #expect(box.frame.minX == 10)
        #expect(parent.layoutReports().isEmpty, "\(parent.layoutReports())")
    }

    @Test("Constraints between views in different subtrees")
    func acrossSubtrees() {
        let parent = root()
        let header = UIView(frame: CGRect(x: 20, y: 0, width: 280, height: 50))
        let body = UIView(frame: CGRect(x: 0, y: 60, width: 320, height: 100))
        parent.addSubview(header)
        parent.addSubview(body)
        let icon = fixedView(30, 30), detail = fixedView(60, 20)
        header.addSubview(icon)
        body.addSubview(detail)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 10),
            icon.topAnchor.constraint(equalTo: header.topAnchor),
            detail.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 5),
            detail.topAnchor.constraint(equalTo: body.topAnchor, constant: 4),
        ])
        #expect(parent.constraints.count == 1)
        parent.layoutIfNeeded()
        #expect(icon.frame.origin == CGPoint(x: 10, y: 0))
        #expect(detail.frame.origin == CGPoint(x: 65, y: 4))
        header.frame.origin.x = 40
        parent.layoutIfNeeded()
        #expect(detail.frame.minX == 85)
    }

    @Test("Removing a view from its superview drops the constraints that tie it to the rest")
    func removeFromSuperviewDropsConstraints() {
        let parent = root()
        let a = fixedView(50, 20), b = fixedView(50, 20)
        add(a, b, to: parent)
        let pin = a.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10)
        let follow = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10)
        let bLeading = b.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 200)
        bLeading.priority = .defaultLow
        NSLayoutConstraint.activate([pin, follow, bLeading, a.topAnchor.constraint(equalTo: parent.topAnchor), b.topAnchor.constraint(equalTo: parent.topAnchor)])
        parent.layoutIfNeeded()
        #expect(b.frame.minX == 70)
        a.removeFromSuperview()
        #expect(!pin.isActive && !follow.isActive)
        #expect(a.constraints.count == 2)
        parent.layoutIfNeeded()
        #expect(b.frame.minX == 200)
        parent.addSubview(a)
        #expect(!follow.isActive)
    }

    @Test("A baseline constraint lines up labels of different sizes")
    func baselines() {
        let parent = root()
        let big = label("Total", font: .systemFont(ofSize: 30)), small = label("incl. tax", font: .systemFont(ofSize: 12))
        add(big, small, to: parent)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: parent.leadingAnchor), big.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
            small.leadingAnchor.constraint(equalToSystemSpacingAfter: big.trailingAnchor, multiplier: 1),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(abs((big.frame.minY + big.font.ascender) - (small.frame.minY + small.font.ascender)) <= 1.0 / 3.0 + 0.01)
        #expect(parent.layoutReports().isEmpty, "\(parent.layoutReports())")
    }

    @Test("Left and right stay put in right-to-left layouts; leading and trailing flip")
    func leadingTrailingInRightToLeft() {
        let parent = root()
        parent.semanticContentAttribute = .forceRightToLeft
        let a = fixedView(40, 10), b = fixedView(40, 10)
        a.semanticContentAttribute = .forceRightToLeft
        add(a, b, to: parent)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10), a.topAnchor.constraint(equalTo: parent.topAnchor),
            b.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 10), b.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(a.frame.maxX == 310)
        #expect(b.frame.minX == 10)
    }
}
