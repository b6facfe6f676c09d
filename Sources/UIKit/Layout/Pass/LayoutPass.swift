import Foundation

/// One layout of a view tree, as UIKit runs it before a frame is drawn: constraints updated
/// bottom up, solved and applied, `layoutSubviews()` top down wherever layout was asked for;
/// then, as UIKit does, multi-line labels are measured again at the width the engine gave
/// them and the tree is solved again, and margins and safe areas that moved are passed on.
/// Repeats until nothing changes.
@preconcurrency @MainActor
enum LayoutPass {
    /// The most rounds before the layout is reported as not settling.
    static let maximumRounds = 16

    private final class Running {
        var roots: Set<ObjectIdentifier> = []
    }

    private static let runningScope = ThreadScoped<Running>("UIKit.LayoutPass")
    private static var running: Running {
        runningScope.value { Running() }
    }

    /// Lays out the tree `root` heads.
    static func run(from root: UIView) {
        let id = ObjectIdentifier(root)
        if running.roots.contains(id) {
            // layoutIfNeeded() from inside a layoutSubviews(): solve what changed and lay out
            // the views that asked, without starting another round.
            if let engine = root.autoLayoutEngine, engine.isDirty {
                solveSettled(engine)
                engine.noteSolution()
            }
            root.layer.layoutIfNeeded()
            return
        }
        running.roots.insert(id)
        defer { running.roots.remove(id) }
        for _ in 0..<maximumRounds {
            root.updateConstraintsIfNeeded()
            if let engine = engineIfNeeded(for: root), engine.isDirty {
                solveSettled(engine)
                engine.noteSolution()
            }
            // Top down: each view that asked lays out its subviews; the default
            // layoutSubviews() gives constraint-based subviews their solved frames.
            root.layer.layoutIfNeeded()
            updateInsets(in: root)
            let dirty = root.autoLayoutEngine?.isDirty ?? false
            if !dirty && !needsLayout(root) && !needsConstraintUpdate(root) { return }
        }
        RenderIssues.report("The layout of \(root.layoutItemName) did not settle after \(maximumRounds) rounds: a layoutSubviews() or "
            + "updateConstraints() changes what the layout depends on every time it runs. The frames are those of the last round.")
    }

    /// Solves `engine`, then, as UIKit's second pass does, gives each multi-line label the
    /// width the engine solved for it and solves again while one changes its height.
    static func solveSettled(_ engine: AutoLayoutEngine) {
        engine.solve()
        for _ in 0..<maximumRounds {
            guard labelsTookNewWidths(in: engine) else { return }
            engine.solve()
        }
    }

    /// The tree's engine, made when the tree first uses constraints.
    static func engineIfNeeded(for root: UIView) -> AutoLayoutEngine? {
        if let engine = root.autoLayoutEngine { return engine }
        guard root.treeUsesConstraints else { return nil }
        let engine = AutoLayoutEngine(root: root)
        root.autoLayoutEngine = engine
        return engine
    }

    /// The engine that gives `view`'s subviews their frames: its layout island's (made
    /// when the island first needs one) or its tree's.
    static func placingEngine(for view: UIView) -> AutoLayoutEngine? {
        let host = view.engineHost
        if let engine = host.autoLayoutEngine { return engine }
        guard host.storedSuperview != nil, host.treeUsesConstraints else { return nil }
        let engine = AutoLayoutEngine(root: host)
        host.autoLayoutEngine = engine
        return engine
    }

    /// Gives each constraint-based view the width the engine solved (labels wrap at it and
    /// change their intrinsic height). Returns whether one changed its measure.
    static func labelsTookNewWidths(in engine: AutoLayoutEngine) -> Bool {
        var changed = false
        for view in engine.participants where view !== engine.root && !view.translatesAutoresizingMaskIntoConstraints {
            guard let size = engine.solvedSize(of: view) else { continue }
            if view.engineDidAssignWidth(size.width) {
                // A fitting engine is kept on no view, so the view's own invalidation may not
                // have reached it: noted here too (twice costs nothing).
                engine.noteChange(.intrinsicSize(view))
                changed = true
            }
        }
        return changed
    }

    // Loops rather than `contains(where:)`: a main-actor function handed to it as a closure
    // checks its executor at run time for every view.
    private static func needsLayout(_ view: UIView) -> Bool {
        if view.layer.needsLayout() { return true }
        for subview in view.storedSubviews where needsLayout(subview) { return true }
        return false
    }

    private static func needsConstraintUpdate(_ view: UIView) -> Bool {
        if view.needsUpdateConstraintsFlag { return true }
        for subview in view.storedSubviews where needsConstraintUpdate(subview) { return true }
        return false
    }

    /// Tells views whose safe area or margins moved (`safeAreaInsetsDidChange()`,
    /// `layoutMarginsDidChange()`, and their view controllers'), and asks for another solve
    /// when guides or margin attributes depend on them.
    static func updateInsets(in root: UIView) {
        // Each view's margins and safe area build on its superview's, worked out just before.
        InsetsMemo.reading { updateInsetsNow(in: root) }
    }

    private static func updateInsetsNow(in root: UIView) {
        var changed = false
        var islands: [UIView] = []
        root.forEachInTree { view in
            if view.isLayoutIsland { islands.append(view) }
            let safeArea = view.safeAreaInsets
            if view.lastSafeAreaInsets != safeArea {
                let first = view.lastSafeAreaInsets == nil
                view.lastSafeAreaInsets = safeArea
                changed = true
                if !first || safeArea != .zero {
                    view.safeAreaInsetsDidChange()
                    view.owningViewController?.viewSafeAreaInsetsDidChange()
                    view.setNeedsLayout()
                    // The callbacks are the team's code: they may change any input.
                    InsetsMemo.somethingMoved()
                }
            }
            let margins = view.layoutMargins
            if view.lastLayoutMargins != margins {
                let first = view.lastLayoutMargins == nil
                view.lastLayoutMargins = margins
                changed = true
                if !first {
                    view.layoutMarginsDidChange()
                    view.owningViewController?.viewLayoutMarginsDidChange()
                    view.setNeedsLayout()
                    InsetsMemo.somethingMoved()
                }
            }
        }
        // The engine builds its expressions with the margins and safe areas as they were
        // when it solved; it solves again only when one of those it used has moved.
        guard changed else { return }
        if let engine = root.autoLayoutEngine, !engine.isDirty, engine.needsSolveAfterInsetsMoved() {
            engine.isDirty = true
        }
        for island in islands {
            // A pending fit was solved with the insets of its time: one that moved undoes it.
            guard let engine = island.autoLayoutEngine, !engine.isDirty || engine.pendingFit != nil,
                  engine.needsSolveAfterInsetsMoved() else { continue }
            engine.isDirty = true
            island.setNeedsLayout()
        }
    }
}
