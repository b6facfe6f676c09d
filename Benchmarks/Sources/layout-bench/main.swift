import Foundation
import UIKit

// Solve time for Auto Layout screens of 10, 100 and 1,000 views, as chains and grids: the
// first solve (the engine built from nothing) and a re-solve after one constant changes.
// In Benchmarks/: swift run -c release layout-bench

func milliseconds(_ body: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}

/// A root with `count` 10 x 10 views, each placed after the one before it in a row.
@MainActor
func chain(_ count: Int) -> (UIView, NSLayoutConstraint) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20_000, height: 100))
    var previous: UIView?
    var first: NSLayoutConstraint?
    for _ in 0..<count {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 1)
        if first == nil { first = leading }
        NSLayoutConstraint.activate([leading, view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)])
        previous = view
    }
    return (root, first ?? placeholder(root))
}

/// A root with about `count` views in a square grid, each after its left and upper neighbour.
@MainActor
func grid(_ count: Int) -> (UIView, NSLayoutConstraint) {
    let side = Int(Double(count).squareRoot().rounded(.up))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 2_000, height: 2_000))
    var rows: [[UIView]] = []
    var first: NSLayoutConstraint?
    for row in 0..<side {
        var views: [UIView] = []
        for column in 0..<side where row * side + column < count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let leading = view.leadingAnchor.constraint(equalTo: views.last?.trailingAnchor ?? root.leadingAnchor, constant: 2)
            if first == nil { first = leading }
            let above = row > 0 && column < rows[row - 1].count ? rows[row - 1][column] : nil
            NSLayoutConstraint.activate([leading, view.topAnchor.constraint(equalTo: above?.bottomAnchor ?? root.topAnchor, constant: 2),
                                         view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalTo: view.widthAnchor)])
            views.append(view)
        }
        rows.append(views)
    }
    return (root, first ?? placeholder(root))
}

/// An inactive constraint to return when a shape has no views (a count of zero).
@MainActor
func placeholder(_ root: UIView) -> NSLayoutConstraint {
    NSLayoutConstraint(item: root, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
}

print("layout-bench: Auto Layout solve time, median of several runs")
print("  shape   views   first solve (ms)   re-solve after one constant (ms)")
for (name, make) in [("chain", chain), ("grid", grid)] as [(String, @MainActor (Int) -> (UIView, NSLayoutConstraint))] {
    for count in [10, 100, 1000] {
        let runs = count >= 1000 ? 3 : 9
        var firsts: [Double] = [], resolves: [Double] = []
        for _ in 0..<runs {
            let (root, constraint) = make(count)
            firsts.append(milliseconds { root.layoutIfNeeded() })
            var times: [Double] = []
            for step in 1...5 {
                constraint.constant = CGFloat(step)
                times.append(milliseconds { root.layoutIfNeeded() })
            }
            resolves.append(times.sorted()[2])
            precondition(root.subviews.first?.frame.minX == 5, "the re-solve moved the first view")
        }
        let first = firsts.sorted()[runs / 2], resolve = resolves.sorted()[runs / 2]
        print("  \(name.padding(toLength: 6, withPad: " ", startingAt: 0))  \(String(count).leftPadded(5))   \(String(format: "%16.3f", first))   \(String(format: "%16.3f", resolve))")
    }
}
print("  (aim: a 100-view screen re-solves in under 1 ms)")

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
