import Foundation

/// Solves the constraints of one view tree and places its constraint-based views, as UIKit's
/// layout engine does for a window. Kept on the root view between layout passes: changes
/// (a constant, an intrinsic size, the root's size) re-solve incrementally. A second kind of
/// engine, made for `systemLayoutSizeFitting`, sizes one view's subtree without moving
/// anything.
@preconcurrency @MainActor
package final class AutoLayoutEngine {
    /// How the root's size is decided.
    enum RootSize {
        /// The root's bounds size.
        case frame
        /// Nearest `target`, each dimension held there with its priority (`required` fixes
        /// it): `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    /// A solver constraint and the relation it was made from, to notice changes.
    struct Installed {
        var solverConstraint: SolverConstraint
        var relation: EngineRelation
    }

    let solver = CassowarySolver()
    unowned let root: UIView
    /// How the root's size is decided (an island's engine fits its host, then lays it out).
    @exclusivity(unchecked) var rootSize: RootSize
    // The engine's tables are read and written a few thousand times in a 100-view first
    // solve, always one access at a time, on the main thread: Swift's run-time exclusivity
    // check on each (a thread-local access set) was about 5% of that solve. The debug builds'
    // tests ran with the checks before they were turned off here.
    @exclusivity(unchecked) var variables: [ItemKey: LayoutItemVariables] = [:]
    @exclusivity(unchecked) var installed: [ItemKey: Installed] = [:]
    @exclusivity(unchecked) var structural: [EngineRuleKey: Installed] = [:]
    @exclusivity(unchecked) var facts: [SolverVariable: (value: Double, constraint: SolverConstraint)] = [:]
    @exclusivity(unchecked) var editValues: [SolverVariable: Double] = [:]
    @exclusivity(unchecked) var editStrengths: [SolverVariable: Double] = [:]
    @exclusivity(unchecked) var stays: Set<SolverVariable> = []
    @exclusivity(unchecked) var edits: [EngineRuleKey: SolverVariable] = [:]
    /// The required relations that hold the frames of views laid out in code (and the
    /// root's size), by view, in the form conflicts are explained with (the frame's numbers
    /// in place of the edit variables): made only when a conflict is explained.
    @exclusivity(unchecked) var frameRules: [ItemKey: () -> [EngineRelation]] = [:]
    /// Required constraints that could not be satisfied in the last solve.
    @exclusivity(unchecked) private(set) var broken: [NSLayoutConstraint] = []
    /// Reports of the last solve: each unsatisfiable constraint with the constraints it
    /// conflicts with.
    @exclusivity(unchecked) package var conflicts: [String] = []
    /// Solver calls that failed where only the engine's own bookkeeping could make them fail.
    /// Reported with the render, never swallowed: the frames may be wrong when there are any.
    @exclusivity(unchecked) package var internalErrors: [String] = []
    /// Whether the next layout must solve. Setting it (to true) means anything may have
    /// changed: the next solve walks the whole tree.
    @exclusivity(unchecked) var isDirty = true {
        didSet {
            if isDirty {
                pendingFit = nil
                pendingChanges = nil
            }
        }
    }
    /// The constants and intrinsic sizes that changed since the last solve, while nothing
    /// else did (nil once anything else changed, or when the engine is clean): the next solve
    /// brings just those into the solver and walks nothing (`solvePendingChanges`).
    @exclusivity(unchecked) private(set) var pendingChanges: [EngineChange]?
    /// Solves that walked the whole tree, and solves that only brought noted changes in (for
    /// tests and benchmarks).
    @exclusivity(unchecked) private(set) var treeSolves = 0, changeSolves = 0
    /// After an island's engine fitted its host (`FittingSize`): the host's size at which
    /// the fitted solution is also the laid-out one. A solution that holds the root at
    /// that size, and is the best of all with the root's size free, is the best of those
    /// with the root fixed there; so when the host takes that size and nothing else changed
    /// (anything that dirties the engine forgets it), placing needs no solve.
    @exclusivity(unchecked) var pendingFit: CGSize?
    /// Whether the engine is placing views (their frames then change without making it dirty).
    @exclusivity(unchecked) var isApplying = false
    /// Where the last noted solution puts each view in its superview (and each custom guide
    /// in its owner).
    @exclusivity(unchecked) var placed: [ItemKey: CGRect] = [:]
    /// The insets the last solve built expressions with, for `needsSolveAfterInsetsMoved()`.
    @exclusivity(unchecked) var insetReads: [InsetRead] = []
    /// Views taking part in the last solve, in tree order, the root left out: the engine is
    /// kept on the root, so holding the root here would keep the whole tree alive.
    @exclusivity(unchecked) private(set) var participants: [UIView] = []

    init(root: UIView, rootSize: RootSize = .frame) {
        self.root = root
        self.rootSize = rootSize
    }

    /// Pivots so far (for benchmarks).
    var pivots: Int { solver.pivots }

    // MARK: Solving

    /// Notes a change that needs a solve: a constraint whose constant alone moved, a view whose
    /// intrinsic size changed, or nil for anything else. A clean engine that has the
    /// constraint installed keeps the list of such changes, and the next solve brings just
    /// those into the solver; any other change, or a constraint the engine does not have,
    /// makes it walk the tree.
    func noteChange(_ change: EngineChange?) {
        guard let change else {
            isDirty = true
            return
        }
        if case .constant(let constraint) = change, installed[ItemKey(constraint)] == nil {
            isDirty = true
            return
        }
        if !isDirty {
            isDirty = true
            pendingChanges = [change]
        } else if pendingChanges != nil {
            pendingChanges?.append(change)
        } else {
            // Already to walk the tree; marking again forgets a pending fit.
            isDirty = true
        }
    }

    /// Brings the solver up to date with the tree and solves it.
    func solve() {
        // Describing the tree reads each view's margins and safe area many times over.
        InsetsMemo.reading { solveNow() }
    }

    private func solveNow() {
        if let changes = pendingChanges {
            pendingChanges = nil
            if solvePendingChanges(changes) { return }
        }
        treeSolves += 1
        conflicts = []
        internalErrors = []
        broken = []
        insetReads.removeAll(keepingCapacity: true)
        let views = participatingViews()
        participants = Array(views.dropFirst())
        // Tables sized up front for about what a tree of this many views needs (two rules and
        // four stays a view, four variables, four constraints): grown one insertion at a time,
        // a first solve rehashed every key at each doubling, and the copies were most of the
        // fresh memory it touched. Only their capacity changes; no-ops once they are that big.
        let expected = views.count
        variables.reserveCapacity(expected)
        // Two size rules a view (non-negative width and height), four more for one with an
        // intrinsic size (hugging and compression resistance on each axis).
        structural.reserveCapacity(4 * expected)
        stays.reserveCapacity(4 * expected)
        facts.reserveCapacity(2 * expected)
        editValues.reserveCapacity(2 * expected)
        editStrengths.reserveCapacity(2 * expected)
        edits.reserveCapacity(2 * expected)
        placed.reserveCapacity(expected)
        solver.reserveCapacity(constraints: 11 * expected, variables: 4 * expected, edits: 4 * expected)
        var keepStructural = Set<EngineRuleKey>(minimumCapacity: max(structural.count, 4 * expected))
        var keepVariables = Set<ItemKey>(minimumCapacity: max(variables.count, expected))
        var keepRules = Set<ItemKey>(minimumCapacity: frameRules.count)
        // A view's place in `views` is its tree order, for ties between equal priorities.
        for (order, view) in views.enumerated() {
            let vars = variables(for: view)
            keepVariables.insert(ItemKey(view))
            describe(view, vars, order: order, keep: &keepStructural, rules: &keepRules)
        }
        // Only custom guides have variables; the others follow their owner's rectangle.
        let guides = views.flatMap(\.storedLayoutGuides).filter { $0.kind == .custom }
        for guide in guides {
            _ = variables(forGuide: guide)
            keepVariables.insert(ItemKey(guide))
        }
        for key in frameRules.keys where !keepRules.contains(key) { frameRules[key] = nil }
        for key in structural.keys where !keepStructural.contains(key) {
            if let old = structural.removeValue(forKey: key) {
                expect("removing \(key.name)") { () throws(CassowarySolver.Failure) in try solver.remove(old.solverConstraint) }
            }
        }
        for (key, vars) in variables where !keepVariables.contains(key) {
            for variable in vars.all where stays.contains(variable) {
                expect("removing the stay of \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.removeEditVariable(variable) }
                stays.remove(variable)
            }
            variables.removeValue(forKey: key)
        }
        // The constraints: first drop the deactivated ones (their replacements may contradict
        // them), then install the rest.
        let constraints = views.flatMap(\.installedConstraints)
        installed.reserveCapacity(constraints.count)
        var active = Set<ItemKey>(minimumCapacity: constraints.count)
        for constraint in constraints { active.insert(ItemKey(constraint)) }
        for key in installed.keys where !active.contains(key) {
            if let old = installed.removeValue(forKey: key) {
                expect("removing a deactivated constraint") { () throws(CassowarySolver.Failure) in try solver.remove(old.solverConstraint) }
            }
        }
        // A first solve installs each view's constraints after its subviews' (`installOrder`:
        // much faster for long chains of siblings). Which required constraint a conflict
        // breaks depends on the order, though, and the engine's answer is the one of tree
        // order, parents first, as later solves install: after a conflict the first solve
        // takes its constraints back (last first) and installs them in tree order. Whether a
        // constraint can join depends only on the constraints already in, so the same ones
        // break as if they had come in tree order all along.
        let subviewsFirst = installed.isEmpty && Self.installsSubviewsFirst
        let ordered = subviewsFirst ? Self.installOrder(views).flatMap(\.installedConstraints) : constraints
        var failed: [(NSLayoutConstraint, EngineRelation)] = []
        for constraint in ordered {
            if let failure = install(constraint) { failed.append((constraint, failure)) }
        }
        if subviewsFirst && !failed.isEmpty {
            for constraint in ordered.reversed() {
                if let old = installed.removeValue(forKey: ItemKey(constraint)) {
                    expect("taking back \(constraint)") { () throws(CassowarySolver.Failure) in try solver.remove(old.solverConstraint) }
                }
            }
            failed.removeAll()
            for constraint in constraints {
                if let failure = install(constraint) { failed.append((constraint, failure)) }
            }
        }
        // Stays last: added first, they would make every variable basic, and each constraint
        // would then need an artificial variable to enter the tableau.
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            if let vars = variables[ItemKey(view)] { addStays(vars) }
        }
        for guide in guides {
            if let vars = variables[ItemKey(guide)] { addStays(vars) }
        }
        var brokenIDs = Set<ItemKey>()
        var reports: [() -> String] = []
        for (constraint, relation) in failed {
            // A view's own rule (a stack view's hiding, say) wins over an app's constraint, as
            // in UIKit: the app's constraint in the conflict is the one broken.
            if constraint.systemName != nil, let (appConstraint, report) = breakAppConstraint(for: constraint, relation: relation) {
                broken.append(appConstraint)
                brokenIDs.insert(ItemKey(appConstraint))
                reports.append(report)
                continue
            }
            broken.append(constraint)
            brokenIDs.insert(ItemKey(constraint))
            let conflicting = minimalConflict(with: relation)
            reports.append { self.report(listing: conflicting + [relation], breaking: constraint, offBy: relation.violation) }
        }
        solver.updateVariables()
        conflicts += reports.map { $0() }
        verifyRequiredConstraints(failed: brokenIDs)
        isDirty = false
    }

    /// The solve after constants and intrinsic sizes alone changed since the last one: each
    /// constant moves in place in the solver (the marker absorbs it, then a dual simplex pass),
    /// as does each intrinsic size's fact, with the tree and everything else as it was: the
    /// solver calls are the ones the full solve would make, so the answer is the same.
    /// Returns false, with what it moved noted as installed, when the full solve must run
    /// instead: the last solve broke a constraint or reported a conflict or an error (the full
    /// solve tries and reports those again), an inset it used has moved, a constraint changed
    /// more than its constant, a view gained or lost an intrinsic size along an axis, a
    /// baseline constraint may have moved with a text, or a value cannot move in place.
    private func solvePendingChanges(_ changes: [EngineChange]) -> Bool {
        guard broken.isEmpty, conflicts.isEmpty, internalErrors.isEmpty, insetsStillHold else { return false }
        var unique: [EngineChange] = []
        for change in changes where !unique.contains(where: { $0.isSame(as: change) }) { unique.append(change) }
        // Several changes are brought in as the full solve would meet them: where the solver
        // has several answers of equal cost, the order of its calls decides which it keeps.
        guard let ordered = unique.count > 1 ? inSolveOrder(unique) : unique else { return false }
        // Every inset an expression reads now has the value already recorded.
        let reads = insetReads.count
        defer { insetReads.removeSubrange(reads...) }
        // A baseline's place comes from its view's text: with one in the tree, an intrinsic
        // size that changed takes the full solve (asked only when one did).
        var baselines: Bool?
        for change in ordered {
            switch change {
            case .constant(let constraint):
                guard moveConstant(of: constraint) else { return false }
            case .intrinsicSize(let view):
                if baselines == nil { baselines = installedConstraintNamesBaseline() }
                guard baselines == false, moveIntrinsicSize(of: view) else { return false }
            }
        }
        changeSolves += 1
        solver.updateVariables()
        verifyRequiredConstraints(failed: [])
        isDirty = false
        return true
    }

    /// `changes` in the order the full solve meets them: intrinsic sizes as it describes the
    /// views (tree order, the root first, width before height), then constants as it installs
    /// the constraints (by the tree order of the view that keeps each, then its place among
    /// that view's constraints). Nil when a constraint's view took no part in the last solve.
    private func inSolveOrder(_ changes: [EngineChange]) -> [EngineChange]? {
        var order: [ItemKey: Int] = [ItemKey(root): 0]
        order.reserveCapacity(participants.count + 1)
        for (index, view) in participants.enumerated() { order[ItemKey(view)] = index + 1 }
        var keyed: [(phase: Int, view: Int, place: Int, change: EngineChange)] = []
        for change in changes {
            switch change {
            case .intrinsicSize(let view):
                // A view that takes no part is passed over wherever it stands.
                keyed.append((0, order[ItemKey(view)] ?? -1, 0, change))
            case .constant(let constraint):
                guard let owner = constraint.owner, let index = order[ItemKey(owner)],
                      let place = owner.installedConstraints.firstIndex(where: { $0 === constraint }) else { return nil }
                keyed.append((1, index, place, change))
            }
        }
        return keyed.sorted { ($0.phase, $0.view, $0.place) < ($1.phase, $1.view, $1.place) }.map(\.change)
    }

    /// Moves the installed `constraint`'s constant in the solver; false when it changed more
    /// than its constant or cannot move in place.
    private func moveConstant(of constraint: NSLayoutConstraint) -> Bool {
        let key = ItemKey(constraint)
        guard let old = installed[key], constraint.owner != nil, let expression = expression(for: constraint) else { return false }
        let strength = SolverStrength.weight(forPriority: constraint.priority.rawValue)
        guard old.relation.strength == strength, old.relation.relation == SolverConstraint.Relation(constraint.relation),
              Self.sameTerms(old.relation.expression, expression) else { return false }
        if old.relation.expression.constant == expression.constant { return true }
        do {
            try solver.updateConstant(of: old.solverConstraint, to: expression.constant)
        } catch {
            return false
        }
        installed[key]?.relation = EngineRelation(expression: expression, relation: old.relation.relation, strength: strength, origin: .constraint(constraint))
        return true
    }

    /// Moves the facts that hold `view`'s intrinsic width and height (`describeContentSize`)
    /// to its intrinsic size now; false when the full solve must describe the view again.
    private func moveIntrinsicSize(of view: UIView) -> Bool {
        // A view that takes no part, or whose frame is set in code, has no intrinsic rules
        // (nor has the root, unless it is being fitted).
        guard variables[ItemKey(view)] != nil, !view.translatesAutoresizingMaskIntoConstraints || view === root else { return true }
        if view === root, case .frame = rootSize { return true }
        let intrinsic = view.intrinsicContentSize
        for (axis, size) in [(NSLayoutConstraint.Axis.horizontal, intrinsic.width), (.vertical, intrinsic.height)] {
            let hasRules = structural[EngineRuleKey(view, .hug(axis.rawValue))] != nil
            guard hasRules == (size >= 0 && size.isFinite) else { return false }
            guard hasRules else { continue }
            guard let natural = edits[EngineRuleKey(view, .intrinsic(axis.rawValue))], let fact = facts[natural] else { return false }
            let value = Double(size)
            if fact.value == value { continue }
            do {
                try solver.updateConstant(of: fact.constraint, to: -value)
            } catch {
                return false
            }
            facts[natural] = (value, fact.constraint)
        }
        return true
    }

    /// Whether an installed constraint names a first or last baseline.
    private func installedConstraintNamesBaseline() -> Bool {
        func isBaseline(_ attribute: NSLayoutConstraint.Attribute) -> Bool { attribute == .firstBaseline || attribute == .lastBaseline }
        // A loop, not `contains(where:)`, whose main-actor closure would check its executor
        // for every constraint.
        for item in installed.values {
            guard case let .constraint(constraint) = item.relation.origin else { continue }
            if isBaseline(constraint.firstAttribute) || isBaseline(constraint.secondAttribute) { return true }
        }
        return false
    }

    /// Records where the solution puts each constraint-based view (its frame in its
    /// superview, on the pixel grid) and asks the superview of each one that moved for
    /// layout: as in UIKit, a superview's `layoutSubviews()` (its `super` call) gives its
    /// subviews the frames the engine solved. Returns whether a frame moved.
    @discardableResult
    func noteSolution() -> Bool {
        var moved = false
        var seen = Set<ItemKey>(minimumCapacity: placed.count)
        // The root's scale, read once: each view's frame snaps to its pixel grid.
        let scale = displayScale
        for view in participants where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            guard let superview = view.storedSuperview, let frame = placedFrame(of: view, in: superview, scale: scale) else { continue }
            let id = ItemKey(view)
            seen.insert(id)
            if placed[id] != frame {
                placed[id] = frame
                superview.layer.setNeedsLayout()
                moved = true
            }
        }
        // The root's guides, then the participants': without an array of all of them.
        func placeGuides(of view: UIView) {
            for guide in view.storedLayoutGuides where guide.kind == .custom {
                let id = ItemKey(guide)
                seen.insert(id)
                let frame = customGuideRect(guide, in: view, scale: scale)
                if placed[id] != frame {
                    placed[id] = frame
                    view.layer.setNeedsLayout()
                }
            }
        }
        placeGuides(of: root)
        for view in participants where !view.storedLayoutGuides.isEmpty { placeGuides(of: view) }
        // `placed` holds every key of `seen` now: as many keys means none other to drop.
        if placed.count != seen.count {
            for key in placed.keys where !seen.contains(key) { placed[key] = nil }
        }
        return moved
    }

    /// Gives `view`'s constraint-based subviews the frames the engine solved, and its custom
    /// layout guides their rectangles: what `UIView.layoutSubviews()` does by default. Solves
    /// first when something changed since the last solve.
    func placeSubviews(of view: UIView) {
        if isDirty {
            // The host's size is the fitted one rounded up to the pixel grid: the same to
            // within the last bits when the fit already sat on the grid.
            let size = root.bounds.size
            if let fit = pendingFit, abs(fit.width - size.width) < 1e-9, abs(fit.height - size.height) < 1e-9, !needsSolveAfterInsetsMoved() {
                pendingFit = nil
                isDirty = false
            } else {
                LayoutPass.solveSettled(self)
                noteSolution()
            }
        }
        isApplying = true
        defer { isApplying = false }
        for subview in view.storedSubviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let frame = placed[ItemKey(subview)] else { continue }
            if subview.transform.isIdentity {
                if subview.frame != frame { subview.frame = frame }
            } else {
                // A transformed view keeps its transform: the engine's rectangle sets its
                // bounds' size and its center, as in UIKit.
                let center = CGPoint(x: frame.midX, y: frame.midY)
                if subview.bounds.size != frame.size { subview.bounds.size = frame.size }
                if subview.center != center { subview.center = center }
            }
        }
        for guide in view.storedLayoutGuides {
            if let frame = placed[ItemKey(guide)] { guide.layoutFrame = frame }
        }
    }

    /// `view`'s solved frame in `superview`'s coordinates (engine space ignores bounds
    /// origins, as UIKit's does: a scrolled superview moves its constraint-based subviews).
    private func placedFrame(of view: UIView, in superview: UIView, scale: CGFloat) -> CGRect? {
        guard let frame = solvedFrame(of: view, scale: scale) else { return nil }
        let origin = absoluteOrigin(of: superview, scale: scale)
        return CGRect(x: ((frame.minX - origin.x) * scale).rounded() / scale,
                      y: ((frame.minY - origin.y) * scale).rounded() / scale,
                      width: frame.width, height: frame.height)
    }

    /// The solved frame of a constraint-based view in the root's coordinates, rounded to
    /// the pixel grid edge by edge (as UIKit rounds), with the alignment insets added back.
    /// `scale` is the root's `displayScale` when the caller has it already.
    func solvedFrame(of view: UIView, scale knownScale: CGFloat? = nil) -> CGRect? {
        guard let vars = variables[ItemKey(view)] else { return nil }
        let scale = knownScale ?? displayScale
        let insets = view.alignmentRectInsets
        // Edges snap to whole pixels; sizes are differences of whole pixels, so a 16-point
        // view stays exactly 16.
        let left = ((vars.left.value - insets.left) * scale).rounded()
        let top = ((vars.top.value - insets.top) * scale).rounded()
        let right = ((vars.left.value + vars.width.value + insets.right) * scale).rounded()
        let bottom = ((vars.top.value + vars.height.value + insets.bottom) * scale).rounded()
        return CGRect(x: left / scale, y: top / scale, width: max(0, right - left) / scale, height: max(0, bottom - top) / scale)
    }

    /// The solved width of `view`'s alignment rectangle, unrounded.
    func solvedSize(of view: UIView) -> CGSize? {
        guard let vars = variables[ItemKey(view)] else { return nil }
        return CGSize(width: vars.width.value, height: vars.height.value)
    }

    var displayScale: CGFloat {
        let scale = root.traitCollection.displayScale
        return scale > 0 ? scale : 1
    }

    /// The size the root takes under `rootSize` (after `solve()`).
    var rootSolution: CGSize {
        guard let vars = variables[ItemKey(root)] else { return root.bounds.size }
        return CGSize(width: vars.width.value, height: vars.height.value)
    }

    /// Views whose rectangles the constraints do not fix: moving their weakest stays moves
    /// them (UIKit's `hasAmbiguousLayout`).
    package func ambiguousViews() -> [UIView] {
        let before = variables.mapValues { $0.all.map(\.value) }
        let probe = 997.0
        // Names are spelled once each here (variables join theirs when asked), then sorted
        // with the same comparisons as before.
        let ordered = stays.map { (name: $0.name, variable: $0) }.sorted { $0.name < $1.name }.map(\.variable)
        for variable in ordered {
            expect("probing \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.suggest(probe, for: variable) }
        }
        solver.updateVariables()
        var ambiguous: [UIView] = []
        for view in participants where !view.translatesAutoresizingMaskIntoConstraints && view !== root && !view.isHiddenInTree {
            guard let vars = variables[ItemKey(view)], let old = before[ItemKey(view)] else { continue }
            if zip(vars.all.map(\.value), old).contains(where: { abs($0 - $1) > 0.001 }) { ambiguous.append(view) }
        }
        for variable in ordered {
            expect("restoring \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.suggest(0, for: variable) }
        }
        solver.updateVariables()
        return ambiguous
    }

    // MARK: Items

    /// The views that need variables: those laid out by constraints or named by one, their
    /// ancestors up to the root, and the root; in tree order, parents first. Layout islands
    /// (subtrees of a host such as a cell's content view, with no constraint across their
    /// edge) are left out: their own engines solve them.
    func participatingViews() -> [UIView] {
        var crossed = Set<ItemKey>()
        var walk = participatingViews(notIslands: [], crossed: &crossed)
        if walk.islands.contains(where: { crossed.contains(ItemKey($0)) }) {
            // A constraint outside reached into a host that had been left out: walk again,
            // with the hosts it crossed solved here.
            var again = Set<ItemKey>()
            walk = participatingViews(notIslands: crossed, crossed: &again)
        }
        // A host newly found closed lays out with its engine (kept up to date all along:
        // changes inside a host mark its engine too); one found open is solved here, and
        // its engine solves again if it is ever closed again.
        for host in walk.islands where !host.layoutIslandIsClosed {
            host.layoutIslandIsClosed = true
            host.setNeedsLayout()
        }
        for host in walk.open where host.layoutIslandIsClosed {
            host.layoutIslandIsClosed = false
            host.autoLayoutEngine?.isDirty = true
        }
        return walk.views
    }

    /// One walk of `participatingViews()`: the views, the islands left out and the hosts
    /// that are not islands. `crossed` collects the hosts a constraint outside them
    /// reached into.
    private func participatingViews(notIslands: Set<ItemKey>, crossed: inout Set<ItemKey>)
        -> (views: [UIView], islands: [UIView], open: [UIView]) {
        var needed: Set<ItemKey> = [ItemKey(root)]
        var islands: [UIView] = []
        var open: [UIView] = []
        let root = self.root
        func mark(_ view: UIView) {
            // A view already needed is in the tree and has its ancestors marked (marking
            // always climbs to the root): most constraints name views seen before.
            if needed.contains(ItemKey(view)) { return }
            guard view.isDescendant(of: root) else { return }
            var current: UIView? = view
            while let candidate = current {
                if candidate !== view && candidate !== root && candidate.hostsOwnLayoutEngine {
                    crossed.insert(ItemKey(candidate))
                }
                // From a needed view up, every ancestor is needed already.
                guard needed.insert(ItemKey(candidate)).inserted else { break }
                if candidate === root { break }
                current = candidate.storedSuperview
            }
        }
        func markItem(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) {
            switch item {
            case let view as UIView:
                mark(view)
                if attribute == .firstBaseline { mark(view.forFirstBaselineLayout) }
                if attribute == .lastBaseline { mark(view.forLastBaselineLayout) }
            case let guide as UILayoutGuide:
                if let owner = guide.owningView { mark(owner) }
            case let distance as AnchorDistance:
                markItem(distance.from.item, distance.from.attribute)
                markItem(distance.to.item, distance.to.attribute)
            default:
                break
            }
        }
        func visit(_ view: UIView) {
            if view !== root && view.hostsOwnLayoutEngine && view.translatesAutoresizingMaskIntoConstraints {
                if !notIslands.contains(ItemKey(view)) && view.constraintsStayInside() {
                    islands.append(view)
                    return
                }
                open.append(view)
            }
            if !view.translatesAutoresizingMaskIntoConstraints { mark(view) }
            if !view.storedLayoutGuides.isEmpty { mark(view) }
            for constraint in view.installedConstraints {
                markItem(constraint.firstItem, constraint.firstAttribute)
                markItem(constraint.secondItem, constraint.secondAttribute)
            }
            for subview in view.storedSubviews { visit(subview) }
        }
        visit(root)
        var ordered: [UIView] = []
        func collect(_ view: UIView) {
            guard needed.contains(ItemKey(view)) else { return }
            ordered.append(view)
            for subview in view.storedSubviews { collect(subview) }
        }
        collect(root)
        return (ordered, islands, open)
    }

    /// Whether solving again could change the answer after margins or safe areas moved:
    /// when an inset the last solve read has another value now, or when required
    /// constraints were broken (they are tried again, and reported again, at each solve).
    func needsSolveAfterInsetsMoved() -> Bool {
        !broken.isEmpty || !insetsStillHold
    }

    /// Whether every inset the last solve read still has the value it read (reads of one
    /// view's margins share the work: `InsetsMemo`).
    private var insetsStillHold: Bool {
        InsetsMemo.reading { insetReads.allSatisfy(\.stillHolds) }
    }

    /// The order in which a first solve installs the views' constraints: `views` (tree order,
    /// parents first, as `participatingViews()` gives them) with every view after its
    /// subviews, siblings in their order. A view's own constraints (a width, a height, its
    /// content inside it) then reach the solver before the ones its superview keeps, which
    /// relate it to its siblings: a size the view fixes is already a constant when a
    /// sibling's position is expressed through it, so the solver's rows stay short. Parents
    /// first, a chain of 1,000 views that each follow the one before made rows as long as the
    /// chain, which every width that came after was substituted into (docs/AUTO-LAYOUT.md).
    static func installOrder(_ views: [UIView]) -> [UIView] {
        var ordered: [UIView] = []
        ordered.reserveCapacity(views.count)
        // The views whose subtrees are still being listed, innermost last.
        var open: [UIView] = []
        for view in views {
            // A participating view's ancestors all participate and come before it: the open
            // subtrees that do not hold it are complete.
            while let last = open.last, last !== view.storedSuperview {
                ordered.append(last)
                open.removeLast()
            }
            open.append(view)
        }
        ordered.append(contentsOf: open.reversed())
        return ordered
    }

    /// Whether a first solve installs subviews' constraints first (always, but in the test
    /// that holds the frames of decided layouts the same in both orders).
    package static var installsSubviewsFirst = true

    /// Whether `view` took part in the last solve.
    func hasVariables(for view: UIView) -> Bool {
        variables[ItemKey(view)] != nil
    }

    func variables(for view: UIView) -> LayoutItemVariables {
        if let known = variables[ItemKey(view)] { return known }
        let created = LayoutItemVariables(name: view.layoutItemName)
        variables[ItemKey(view)] = created
        return created
    }

    func variables(forGuide guide: UILayoutGuide) -> LayoutItemVariables {
        if let known = variables[ItemKey(guide)] { return known }
        let created = LayoutItemVariables(name: guide.layoutItemName)
        variables[ItemKey(guide)] = created
        return created
    }

    // MARK: Frames

    /// Where `view`'s frame origin is in the root's coordinates (the root's is zero: its
    /// bounds origin is where the root's coordinates start). `scale` is the root's
    /// `displayScale` when the caller has it already.
    func absoluteOrigin(of view: UIView, scale: CGFloat? = nil) -> CGPoint {
        if view === root { return .zero }
        if !view.translatesAutoresizingMaskIntoConstraints, let solved = solvedFrame(of: view, scale: scale) {
            return solved.origin
        }
        guard let superview = view.storedSuperview else { return .zero }
        let parent = absoluteOrigin(of: superview, scale: scale)
        let frame = view.transform.isIdentity ? view.frame : CGRect(x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
                                                                    width: view.bounds.width, height: view.bounds.height)
        return CGPoint(x: parent.x + frame.minX, y: parent.y + frame.minY)
    }

    private func customGuideRect(_ guide: UILayoutGuide, in view: UIView, scale: CGFloat) -> CGRect {
        guard let vars = variables[ItemKey(guide)] else { return .zero }
        let origin = absoluteOrigin(of: view, scale: scale)
        return CGRect(x: vars.left.value - origin.x, y: vars.top.value - origin.y, width: vars.width.value, height: vars.height.value)
    }

    // MARK: Bookkeeping

    /// Runs a solver call that fails only when the engine's bookkeeping is wrong, and keeps
    /// the failure for the render's warnings. `action` is spelled only on a failure: the
    /// engine makes thousands of these calls in a first solve (a stay on every variable).
    func expect(_ action: @autoclosure () -> String, _ call: () throws(CassowarySolver.Failure) -> Void) {
        do {
            try call()
        } catch {
            internalErrors.append("\(action()) failed in the layout engine (\(error))")
        }
    }
}
