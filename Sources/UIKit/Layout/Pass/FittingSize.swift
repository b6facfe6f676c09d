/// `systemLayoutSizeFitting` for any view: a separate engine over the view's subtree (the
/// constraints inside it, the view's own size constraints and intrinsic size), the view's
/// size held near the target at the fitting priorities. Nothing moves; labels that wrap are
/// measured at the width they would get, as in a layout.
///
/// A view that hosts a layout island (a cell's content view) is fitted by its island's
/// engine, which then lays the subtree out at the size the view gets: a self-sizing cell
/// is solved once from nothing, not once to measure and again to lay out.
@preconcurrency @MainActor
enum FittingSize {
    static func compute(for view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        view.updateConstraintsIfNeeded()
        let fitting = AutoLayoutEngine.RootSize.fitting(target: target, horizontal: horizontal, vertical: vertical)
        let engine: AutoLayoutEngine
        let island = view.hostsOwnLayoutEngine && view.storedSuperview != nil
        if island, let kept = view.autoLayoutEngine {
            engine = kept
            engine.rootSize = fitting
            engine.isDirty = true
        } else {
            engine = AutoLayoutEngine(root: view, rootSize: fitting)
            if island { view.autoLayoutEngine = engine }
        }
        defer {
            if island {
                // Back to laying out: the fitted solution stands if the host takes its size.
                engine.noteSolution()
                engine.rootSize = .frame
                engine.isDirty = true
                engine.pendingFit = engine.rootSolution
                view.setNeedsLayout()
            }
        }
        LayoutPass.solveSettled(engine)
        for _ in 0..<LayoutPass.maximumRounds {
            guard rootTookNewWidth(view, engine) else { break }
            LayoutPass.solveSettled(engine)
        }
        for report in engine.conflicts + engine.internalErrors {
            RenderIssues.report("While fitting \(view.layoutItemName): \(report)")
        }
        let size = engine.rootSolution
        let scale = engine.displayScale
        return CGSize(width: LayoutNumber.ceil(size.width, scale: scale), height: LayoutNumber.ceil(size.height, scale: scale))
    }

    /// The root of a fitting is measured at its own solved width too (a label fitted on its
    /// own, a cell's label).
    private static func rootTookNewWidth(_ view: UIView, _ engine: AutoLayoutEngine) -> Bool {
        let width = engine.rootSolution.width
        guard view.engineDidAssignWidth(width) else { return false }
        engine.noteChange(.intrinsicSize(view))
        return true
    }
}
