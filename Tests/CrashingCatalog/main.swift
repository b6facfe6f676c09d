// A test fixture, not a product: the `catalog` commands over a catalog with components that
// trap while they are laid out or drawn, for Tests/CatalogCommandLineTests/CrashTests.swift.
// Run as the tests do: `swift run crashing-catalog render --output /tmp/crashes`.
import Catalog
import CatalogCommandLine
import Foundation
import UIKit

/// A label that renders in every environment.
final class SteadyLabel: UILabel {}

/// A view that traps where `trap` says: the kinds of bugs a team's component can have.
final class TrappingView: UIView {
    enum Trap {
        /// None: the view renders.
        case none
        /// A force unwrap of `nil` in `layoutSubviews()`, in every environment.
        case nilInLayout
        /// `fatalError` in `draw(_:)`, in dark environments only.
        case fatalErrorInDark
    }

    private let trap: Trap

    init(trap: Trap) {
        self.trap = trap
        super.init(frame: .zero)
        backgroundColor = .systemTeal
    }

    required init?(coder: NSCoder) {
        trap = .none
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 60, height: 24) }

    override func layoutSubviews() {
        super.layoutSubviews()
        if trap == .nilInLayout {
            let badge: UIView? = subviews.first
            badge!.isHidden = false
        }
    }

    override func draw(_ rect: CGRect) {
        if trap == .fatalErrorInDark, traitCollection.userInterfaceStyle == .dark {
            fatalError("TrappingView has no dark appearance yet")
        }
        UIColor.systemOrange.setFill()
        UIBezierPath(rect: rect.insetBy(dx: 4, dy: 4)).fill()
    }
}

var entries: [CatalogEntry] = [
    .component(SteadyLabel.self, group: "Fixtures", variants: [
        .view("short") {
            let label = SteadyLabel()
            label.text = "Steady"
            return label
        },
        .view("long", sizing: .width(160)) {
            let label = SteadyLabel()
            label.numberOfLines = 0
            label.text = "A label that renders in every environment, whatever its neighbours do"
            return label
        },
    ]),
    .component(TrappingView.self, group: "Fixtures", variants: [
        .view("fine") { TrappingView(trap: .none) },
        .view("nil-in-layout") { TrappingView(trap: .nilInLayout) },
        .view("dark-only") { TrappingView(trap: .fatalErrorInDark) },
    ]),
]
// With CRASHING_CATALOG_REORDER_IN_WORKERS set, worker processes list the entries in
// another order, as a catalog built by iterating a Dictionary would. Workers copied from the
// command share its plan, so this executable then starts a thread first, as a team's might:
// a process with more than one thread is not copied, and its workers are spawned, each
// building the catalog itself (docs/CRASHES.md, "Workers copied from the command").
let environment = ProcessInfo.processInfo.environment
let reorderInWorkers = environment["CRASHING_CATALOG_REORDER_IN_WORKERS"] != nil
if reorderInWorkers {
    Thread.detachNewThread {
        while true { sleep(60) }
    }
    if environment["CATALOG_WORKER_SOCKET"] != nil { entries.reverse() }
}
CatalogCommand.main(catalog: Catalog(name: "CrashingCatalog", entries: entries), title: "Crashing catalog")
