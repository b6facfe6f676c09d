import Testing
@testable import UIKit

/// The engine leaves out its "not below zero" rule for a size a required constraint already
/// keeps at zero or more (`AutoLayoutEngine.nonNegativeSizes(keptBy:)`). That keeps the set of
/// solutions, so a layout that is decided (no conflict, no ambiguity) must come out the same
/// with the rule left out as with it: random trees, and random constant changes after them
/// (below zero too), laid out both ways, compared frame for frame.
@MainActor
@Suite("Sizes kept at zero or more: the same frames as with the rule")
struct NonNegativeRuleComparisonTests {
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func constant(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(range.lowerBound + below(range.count)) }
    }

    /// A random tree from `seed`: views and labels one after another in rows, with sizes
    /// fixed, at least, or preferred, edges pinned at mixed priorities; and the constraints
    /// whose constants the steps change.
    func tree(_ seed: UInt64) -> (root: UIView, views: [UIView], adjustable: [NSLayoutConstraint]) {
        var random = Generator(state: seed &* 0x9E37_79B9_7F4A_7C15 | 1)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var views: [UIView] = []
        var adjustable: [NSLayoutConstraint] = []
        let priorities: [UILayoutPriority] = [.required, .required, .required, .defaultHigh, .defaultLow]
        for index in 0..<(3 + random.below(6)) {
            let view: UIView
            if random.below(3) == 0 {
                let label = UILabel()
                label.text = String(repeating: "Word ", count: 1 + random.below(4))
                view = label
            } else {
                view = UIView()
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let previous = index > 0 && random.below(3) > 0 ? views[random.below(views.count)] : nil
            // Labels size themselves; a view's size comes from its constraints.
            var constraints = [
                view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: random.constant(0...20)),
                view.topAnchor.constraint(equalTo: random.below(2) == 0 ? root.topAnchor : (previous?.bottomAnchor ?? root.topAnchor),
                                          constant: random.constant(0...30)),
            ]
            for dimension in [view.widthAnchor, view.heightAnchor] {
                // Mostly decided: a fixed size, or a bound with a preferred size inside it.
                var sizes: [NSLayoutConstraint]
                switch random.below(4) {
                case 0: sizes = [dimension.constraint(equalToConstant: random.constant(0...120))]
                case 1: sizes = [dimension.constraint(greaterThanOrEqualToConstant: random.constant(0...60)),
                                 dimension.constraint(equalToConstant: random.constant(0...120))]
                case 2: sizes = [dimension.constraint(lessThanOrEqualToConstant: random.constant(10...200)),
                                 dimension.constraint(equalToConstant: random.constant(0...120))]
                default: sizes = [dimension.constraint(equalToConstant: random.constant(0...120))]
                }
                sizes[0].priority = priorities[random.below(3)]
                if sizes.count > 1 { sizes[1].priority = [.defaultHigh, .defaultLow][random.below(2)] }
                constraints += sizes
                adjustable += sizes
            }
            if random.below(2) == 0 {
                let edge = view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -random.constant(0...40))
                edge.priority = priorities[2 + random.below(3)]
                constraints.append(edge)
                adjustable.append(edge)
            }
            if random.below(3) == 0 {
                let bottom = view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -random.constant(0...300))
                bottom.priority = .defaultLow
                constraints.append(bottom)
            }
            NSLayoutConstraint.activate(constraints)
            adjustable.append(constraints[0])
            views.append(view)
        }
        return (root, views, adjustable)
    }

    /// The frames after each step of `seed`'s sequence, or nil for a step whose layout is
    /// not decided (a conflict or an ambiguity reported), which has no one right answer.
    func run(_ seed: UInt64, leavingOut: Bool) -> [[CGRect]?] {
        AutoLayoutEngine.leavesOutImpliedSizeRules = leavingOut
        defer { AutoLayoutEngine.leavesOutImpliedSizeRules = true }
        let (root, views, adjustable) = tree(seed)
        var random = Generator(state: seed &+ 0x5851_F42D_4C95_7F2D)
        var results: [[CGRect]?] = []
        for step in 0..<6 {
            if step > 0 {
                let constraint = adjustable[random.below(adjustable.count)]
                constraint.constant = random.constant(-40...120) * (constraint.firstAttribute == .trailing ? -1 : 1)
            }
            root.layoutIfNeeded()
            results.append(root.layoutReports().isEmpty ? views.map(\.frame) : nil)
        }
        return results
    }

    @Test("Random trees and constant changes: every decided layout has the same frames either way")
    func randomTrees() {
        var compared = 0
        var differences: [String] = []
        for seed in UInt64(1)...160 {
            let without = run(seed, leavingOut: true), with = run(seed, leavingOut: false)
            for (step, (a, b)) in zip(without, with).enumerated() {
                guard let a, let b else { continue }
                compared += 1
                if a != b { differences.append("seed \(seed), step \(step): \(a) against \(b)") }
            }
        }
        // Enough decided layouts to mean something (most random trees are decided).
        #expect(compared > 250, "only \(compared) decided layouts")
        #expect(differences.isEmpty, "\(differences.prefix(3))")
    }
}
