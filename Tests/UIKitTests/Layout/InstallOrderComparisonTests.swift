import Testing
@testable import UIKit

/// The engine installs a view's constraints after its subviews' (`AutoLayoutEngine.installOrder`),
/// which keeps the solver's rows short. The order cannot change the set of solutions, so a
/// layout that is decided (no conflict, no ambiguity reported) must come out the same as with
/// parents first: random nested trees, and random constant changes after them, laid out in
/// both orders and compared frame for frame.
@MainActor
@Suite("Subviews' constraints first: the same frames as parents first")
struct InstallOrderComparisonTests {
    /// A random tree from `seed`: views and labels nested up to three deep, each placed
    /// after a sibling or at its container's edge, sized by a fixed, bounded or preferred
    /// size or by its text, some containers sized by what they hold, and now and then a
    /// constraint to a view in another container (kept by their common ancestor). Returns
    /// the views and the constraints whose constants the steps change.
    func tree(_ seed: UInt64) -> (root: UIView, views: [UIView], adjustable: [NSLayoutConstraint]) {
        var random = XorShiftGenerator(state: seed &* 0x9E37_79B9_7F4A_7C15 | 1)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var views: [UIView] = []
        var containers: [(view: UIView, depth: Int)] = [(root, 0)]
        var adjustable: [NSLayoutConstraint] = []
        let priorities: [UILayoutPriority] = [.required, .required, .required, .defaultHigh, .defaultLow]
        for _ in 0..<(4 + random.below(9)) {
            let (container, depth) = containers[random.below(containers.count)]
            let view: UIView
            if random.below(3) == 0 {
                let label = UILabel()
                label.text = String(repeating: "Word ", count: 1 + random.below(4))
                view = label
            } else {
                view = UIView()
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            let siblings = container.subviews
            container.addSubview(view)
            let previous = siblings.isEmpty || random.below(3) == 0 ? nil : siblings[random.below(siblings.count)]
            var constraints = [
                view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: random.constant(0...16)),
                view.topAnchor.constraint(equalTo: random.below(2) == 0 ? container.topAnchor : (previous?.bottomAnchor ?? container.topAnchor),
                                          constant: random.constant(0...24)),
            ]
            // Labels size themselves; a plain view's size comes from its constraints, or (a
            // container now and then) from what it will hold.
            let holdsOthers = !(view is UILabel) && depth < 3 && random.below(2) == 0
            for dimension in [view.widthAnchor, view.heightAnchor] where !(view is UILabel) {
                var sizes: [NSLayoutConstraint]
                switch random.below(4) {
                case 0: sizes = [dimension.constraint(greaterThanOrEqualToConstant: random.constant(0...60)),
                                 dimension.constraint(equalToConstant: random.constant(0...120))]
                case 1: sizes = [dimension.constraint(lessThanOrEqualToConstant: random.constant(10...200)),
                                 dimension.constraint(equalToConstant: random.constant(0...120))]
                default: sizes = [dimension.constraint(equalToConstant: random.constant(0...120))]
                }
                sizes[0].priority = priorities[random.below(3)]
                if sizes.count > 1 { sizes[1].priority = [.defaultHigh, .defaultLow][random.below(2)] }
                if holdsOthers { sizes.forEach { $0.priority = .defaultLow } }
                constraints += sizes
                adjustable += sizes
            }
            if random.below(2) == 0 {
                let edge = view.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -random.constant(0...20))
                edge.priority = priorities[2 + random.below(3)]
                constraints.append(edge)
                adjustable.append(edge)
            }
            if container !== root && random.below(3) == 0 {
                let bottom = view.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor, constant: -random.constant(0...12))
                bottom.priority = [.required, .defaultHigh][random.below(2)]
                constraints.append(bottom)
            }
            if !views.isEmpty && random.below(4) == 0 {
                // Across containers: kept by the nearest common ancestor.
                let other = views[random.below(views.count)]
                if other !== view && !other.isDescendant(of: view) {
                    let align = view.centerYAnchor.constraint(equalTo: other.centerYAnchor, constant: random.constant(0...10))
                    align.priority = .defaultLow
                    constraints.append(align)
                    adjustable.append(align)
                }
            }
            NSLayoutConstraint.activate(constraints)
            adjustable.append(constraints[0])
            views.append(view)
            if holdsOthers { containers.append((view, depth + 1)) }
        }
        return (root, views, adjustable)
    }

    /// The solved rectangles (left, top, width, height in the root's coordinates, before
    /// rounding to pixels) after each step of `seed`'s sequence, or nil for a step whose
    /// layout is not decided (a conflict or an ambiguity reported), which has no one right
    /// answer. Unrounded: the two orders reach the same values by other arithmetic, so their
    /// last bits may differ, and an edge exactly half-way between two pixels may then round
    /// either way.
    func run(_ seed: UInt64, subviewsFirst: Bool) -> [[Double]?] {
        AutoLayoutEngine.installsSubviewsFirst = subviewsFirst
        defer { AutoLayoutEngine.installsSubviewsFirst = true }
        let (root, views, adjustable) = tree(seed)
        var random = XorShiftGenerator(state: seed &+ 0x5851_F42D_4C95_7F2D)
        var results: [[Double]?] = []
        for step in 0..<6 {
            if step > 0 {
                let constraint = adjustable[random.below(adjustable.count)]
                constraint.constant = random.constant(-40...120) * (constraint.firstAttribute == .trailing ? -1 : 1)
            }
            root.layoutIfNeeded()
            guard root.layoutReports().isEmpty, let engine = root.autoLayoutEngine else {
                results.append(nil)
                continue
            }
            results.append(views.flatMap { view in engine.variables[ItemKey(view)].map { $0.all.map(\.value) } ?? [.nan] })
        }
        return results
    }

    @Test("Random nested trees and constant changes: every decided layout solves to the same rectangles in either order")
    func randomTrees() {
        var compared = 0, nested = 0
        var differences: [String] = []
        for seed in UInt64(1)...200 {
            let first = run(seed, subviewsFirst: true), parents = run(seed, subviewsFirst: false)
            if tree(seed).views.contains(where: { $0.superview?.superview != nil }) { nested += 1 }
            for (step, (a, b)) in zip(first, parents).enumerated() {
                guard let a, let b else { continue }
                compared += 1
                if a.count != b.count || zip(a, b).contains(where: { !(abs($0 - $1) < 1e-6) }) {
                    differences.append("seed \(seed), step \(step): \(a) against \(b)")
                }
            }
        }
        // Enough decided layouts, and enough nested trees, to mean something.
        #expect(compared > 300, "only \(compared) decided layouts")
        #expect(nested > 50, "only \(nested) trees nest a view")
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(3))")
    }

    @Test("Subviews come before their superview, siblings in their order")
    func order() {
        let root = UIView(), a = UIView(), b = UIView(), a1 = UIView(), a2 = UIView(), b1 = UIView()
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        a.addSubview(a2)
        b.addSubview(b1)
        let ordered = AutoLayoutEngine.installOrder([root, a, a1, a2, b, b1])
        #expect(ordered.map(ObjectIdentifier.init) == [a1, a2, a, b1, b, root].map(ObjectIdentifier.init))
    }
}
