import QuartzCore
import Testing
import UIKit

/// References that point back up a tree (a subview's superview, a layer's superlayer and
/// delegate, a mask's owner, a guide's owning view, a constraint's owner and items) are not
/// weak references here, so that views and layers have no side table for their reference
/// counts. The object that goes clears them instead. These tests let the object pointed at go
/// while the one pointing at it lives on, and read the reference afterwards: it must read nil
/// (or the surviving object), never a freed one.
@MainActor
@Suite("Back references of views, layers, guides and constraints")
struct BackReferenceTests {
    @Test("a subview kept by the app reads no superview once its superview is freed")
    func subviewOutlivesSuperview() {
        var child: UIView?
        var kept: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            parent.addSubview(view)
            #expect(view.superview === parent)
            child = view
            kept = UIView()
            kept?.addSubview(UIView())
        }
        #expect(child?.superview == nil)
        #expect(child?.next == nil)
        // The view still works as a root: it can join another tree and lay out.
        if let child, let kept {
            kept.addSubview(child)
            #expect(child.superview === kept)
            #expect(kept.subviews.count == 2)
        }
    }

    @Test("a layer kept by the app reads no delegate once its view is freed, and no superlayer once that is freed")
    func layerOutlivesView() {
        var layer: CALayer?
        var sublayer: CALayer?
        var mask: CALayer?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            #expect(view.layer.delegate === view)
            let inner = CALayer()
            view.layer.addSublayer(inner)
            let maskLayer = CALayer()
            view.layer.mask = maskLayer
            #expect(inner.superlayer === view.layer)
            layer = view.layer
            sublayer = inner
            mask = maskLayer
        }
        #expect(layer?.delegate == nil)
        // The view's layer is still alive (kept here), so its sublayer still has it.
        #expect(sublayer?.superlayer === layer)
        layer = nil
        #expect(sublayer?.superlayer == nil)
        #expect(mask != nil)
    }

    @Test("a delegate set by the app is held weakly and replaces the view")
    func appDelegate() {
        final class Drawer: NSObject, CALayerDelegate {}
        let view = UIView()
        var drawer: Drawer? = Drawer()
        view.layer.delegate = drawer
        #expect(view.layer.delegate === drawer)
        drawer = nil
        #expect(view.layer.delegate == nil)
    }

    @Test("a guide kept by the app reads no owning view once the view is freed")
    func guideOutlivesView() {
        var guide: UILayoutGuide?
        var margins: UILayoutGuide?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let custom = UILayoutGuide()
            view.addLayoutGuide(custom)
            #expect(custom.owningView === view)
            guide = custom
            margins = view.layoutMarginsGuide
            #expect(margins?.owningView === view)
        }
        #expect(guide?.owningView == nil)
        #expect(margins?.owningView == nil)
        #expect(margins?.layoutFrame == .zero)
    }

    @Test("a constraint kept by the app reads nil items once its views are freed, and is no longer active")
    func constraintOutlivesItems() {
        var constraints: [NSLayoutConstraint] = []
        var survivor: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            let guide = UILayoutGuide()
            root.addLayoutGuide(guide)
            constraints = [
                child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                child.heightAnchor.constraint(equalTo: child.widthAnchor),
                guide.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 4),
                child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            ]
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(child.frame.size == CGSize(width: 100, height: 100))
            #expect(constraints.allSatisfy { $0.isActive })
            // A view the app keeps, named by a constraint that lives on.
            let kept = UIView()
            constraints.append(kept.widthAnchor.constraint(equalToConstant: 10))
            survivor = kept
        }
        for constraint in constraints.prefix(4) {
            #expect(constraint.firstItem == nil && constraint.secondItem == nil)
            #expect(!constraint.isActive)
        }
        #expect(constraints[4].firstItem === survivor)
        #expect(constraints[4].secondItem == nil)
    }

    @Test("constraints freed in any order leave the others naming their items")
    func constraintsFreedInAnyOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let views = (0..<6).map { _ in UIView() }
        var constraints: [NSLayoutConstraint?] = []
        for (index, view) in views.enumerated() {
            root.addSubview(view)
            constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index)))
            constraints.append(view.widthAnchor.constraint(equalTo: view.heightAnchor))
            constraints.append(root.topAnchor.constraint(equalTo: view.topAnchor))
        }
        // Free every constraint in a scrambled order, checking the rest each time.
        var order = Array(constraints.indices)
        var generator = XorShiftGenerator(state: 0x9E37_79B9_7F4A_7C15)
        for index in order.indices.reversed() { order.swapAt(index, generator.below(index + 1)) }
        for (step, index) in order.enumerated() {
            constraints[index] = nil
            for (other, constraint) in constraints.enumerated() {
                guard let constraint else { continue }
                let view = views[other / 3]
                switch other % 3 {
                case 0: #expect(constraint.firstItem === view && constraint.secondItem === root, "step \(step)")
                case 1: #expect(constraint.firstItem === view && constraint.secondItem === view, "step \(step)")
                default: #expect(constraint.firstItem === root && constraint.secondItem === view, "step \(step)")
                }
            }
        }
        // Every list is empty again: views freed now leave nothing pointing at them.
        #expect(constraints.allSatisfy { $0 == nil })
    }

    @Test("a view freed while constraints name it from both sides clears both")
    func sameItemBothSides() {
        var ratio: NSLayoutConstraint?
        do {
            let view = UIView()
            ratio = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 2)
            #expect(ratio?.firstItem === view && ratio?.secondItem === view)
        }
        #expect(ratio?.firstItem == nil && ratio?.secondItem == nil)
        #expect(ratio?.multiplier == 2)
    }
}
