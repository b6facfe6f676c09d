/// Solves the constraints of one view tree and places its constraint-based views, as UIKit's
/// layout engine does for a window. Kept on the root view between layout passes: changes
/// (a constant, an intrinsic size, the root's size) re-solve incrementally.
final class AutoLayoutEngine {
    /// A solver constraint and the expression it was made from, to notice changes.
    private struct Installed {
        var solverConstraint: SolverConstraint
        var expression: LinearExpression
        var relation: SolverConstraint.Relation
        var strength: Double
    }

    /// How the root's size is decided.
    enum RootSize {
        /// The root's frame size.
        case frame
        /// As small as the constraints allow (UIKit's compressed fitting size), a dimension
        /// given where it is not nil.
        case fitting(width: Double?, height: Double?)
    }

    private let solver = CassowarySolver()
    private var variables: [ObjectIdentifier: LayoutItemVariables] = [:]
    private var installed: [ObjectIdentifier: Installed] = [:]
    private var structural: [String: Installed] = [:]
    private var editValues: [SolverVariable: Double] = [:]
    private var editStrengths: [SolverVariable: Double] = [:]
    private var stays: Set<SolverVariable> = []
    /// Constraints that could not be satisfied, with the constraints they conflicted with.
    private(set) var conflicts: [String] = []
    /// Solver calls that failed where only the engine's own bookkeeping could make them fail
    /// (removing what it never added, say). Reported with the render, never swallowed: the
    /// frames may be wrong when there are any.
    private(set) var internalErrors: [String] = []
    var isDirty = true
    var isApplying = false
    unowned let root: View

    init(root: View) {
        self.root = root
    }

    /// Pivots so far (for benchmarks).
    var pivots: Int { solver.pivots }

    // MARK: Solving

    /// Brings the solver up to date with the tree and solves it.
    func solve(rootSize: RootSize = .frame) {
        conflicts = []
        internalErrors = []
        let views = participatingViews()
        var keepStructural: Set<String> = []
        var keepVariables: Set<ObjectIdentifier> = []
        for view in views {
            let vars = variables(for: view)
            keepVariables.insert(ObjectIdentifier(view))
            describe(view, vars, rootSize: rootSize, keep: &keepStructural)
        }
        for guide in views.flatMap(\.layoutGuides) {
            _ = variables(forGuide: guide)
            keepVariables.insert(ObjectIdentifier(guide))
        }
        // Drop what left the tree.
        for key in structural.keys where !keepStructural.contains(key) {
            if let old = structural.removeValue(forKey: key) { expect("removing \(key)") { () throws(CassowarySolver.Failure) in try solver.remove(old.solverConstraint) } }
        }
        for (key, vars) in variables where !keepVariables.contains(key) {
            for variable in vars.all where stays.contains(variable) {
                expect("removing the stay of \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.removeEditVariable(variable) }
                stays.remove(variable)
            }
            variables.removeValue(forKey: key)
        }
        // The user's constraints: first drop the deactivated ones (their replacements may
        // contradict them), then install the rest in tree order.
        let constraints = views.flatMap(\.installedConstraints)
        let active = Set(constraints.map(ObjectIdentifier.init))
        for key in installed.keys where !active.contains(key) {
            if let old = installed.removeValue(forKey: key) {
                expect("removing a deactivated constraint") { () throws(CassowarySolver.Failure) in try solver.remove(old.solverConstraint) }
            }
        }
        for constraint in constraints { install(constraint) }
        // Stays last: added first, they would make every variable basic, and each user
        // constraint would then need an artificial variable to enter the tableau.
        for view in views where view !== root && !view.usesFrameLayout {
            if let vars = variables[ObjectIdentifier(view)] { for variable in vars.all { addStay(variable) } }
        }
        for guide in views.flatMap(\.layoutGuides) {
            if let vars = variables[ObjectIdentifier(guide)] { for variable in vars.all { addStay(variable) } }
        }
        solver.updateVariables()
        isDirty = false
    }

    /// Places every constraint-based view (and the custom guides) from the solution.
    func apply() {
        isApplying = true
        defer { isApplying = false }
        let scale = root.traitCollection.displayScale
        for view in participatingViews() where view !== root && !view.usesFrameLayout {
            guard let vars = variables[ObjectIdentifier(view)], let superview = view.superview else { continue }
            let origin = absoluteOrigin(of: superview)
            let left = Geometry.round(vars.left.value, scale: scale), top = Geometry.round(vars.top.value, scale: scale)
            let right = Geometry.round(vars.left.value + vars.width.value, scale: scale)
            let bottom = Geometry.round(vars.top.value + vars.height.value, scale: scale)
            view.frame = Rect(x: left - origin.x + superview.bounds.minX, y: top - origin.y + superview.bounds.minY,
                              width: max(0, right - left), height: max(0, bottom - top))
        }
        for view in participatingViews() {
            for guide in [view.storedMarginsGuide, view.storedSafeAreaGuide].compactMap({ $0 }) + view.layoutGuides {
                guide.layoutFrame = guideRect(guide, in: view)
            }
        }
    }

    /// The size the root takes under `rootSize` (after `solve(rootSize:)`).
    var rootSolution: Size {
        guard let vars = variables[ObjectIdentifier(root)] else { return root.bounds.size }
        return Size(width: vars.width.value, height: vars.height.value)
    }

    /// Views whose rectangles the constraints do not fix: moving their weakest stays moves
    /// them (UIKit's `hasAmbiguousLayout`).
    func ambiguousViews() -> [View] {
        let before = variables.mapValues { $0.all.map(\.value) }
        let probe = 997.0
        let ordered = stays.sorted(by: { $0.name < $1.name })
        for variable in ordered {
            expect("probing \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.suggest(probe, for: variable) }
        }
        solver.updateVariables()
        var ambiguous: [View] = []
        for view in participatingViews() where !view.usesFrameLayout && view !== root {
            guard let vars = variables[ObjectIdentifier(view)], let old = before[ObjectIdentifier(view)] else { continue }
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
    /// ancestors, and the root; in tree order, parents first.
    func participatingViews() -> [View] {
        var needed: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        func mark(_ view: View) {
            var current: View? = view
            while let candidate = current {
                needed.insert(ObjectIdentifier(candidate))
                if candidate === root { break }
                current = candidate.superview
            }
        }
        func visit(_ view: View) {
            if !view.usesFrameLayout { mark(view) }
            for constraint in view.installedConstraints {
                if let first = LayoutConstraint.view(of: constraint.firstItem) { mark(first) }
                if let second = constraint.secondItem.flatMap(LayoutConstraint.view(of:)) { mark(second) }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        var ordered: [View] = []
        func collect(_ view: View) {
            guard needed.contains(ObjectIdentifier(view)) else { return }
            ordered.append(view)
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        return ordered
    }

    private func variables(for view: View) -> LayoutItemVariables {
        if let known = variables[ObjectIdentifier(view)] { return known }
        let created = LayoutItemVariables(name: view.layoutItemName)
        variables[ObjectIdentifier(view)] = created
        return created
    }

    private func variables(forGuide guide: LayoutGuide) -> LayoutItemVariables {
        if let known = variables[ObjectIdentifier(guide)] { return known }
        let created = LayoutItemVariables(name: guide.layoutItemName)
        variables[ObjectIdentifier(guide)] = created
        return created
    }

    /// The root's position, the frames of frame-based views, intrinsic sizes, stays.
    private func describe(_ view: View, _ vars: LayoutItemVariables, rootSize: RootSize, keep: inout Set<String>) {
        let id = "\(ObjectIdentifier(view).hashValue)"
        if view === root {
            setEdit(vars.left, 0, strength: SolverStrength.fact)
            setEdit(vars.top, 0, strength: SolverStrength.fact)
            switch rootSize {
            case .frame:
                setEdit(vars.width, view.bounds.width, strength: SolverStrength.fact)
                setEdit(vars.height, view.bounds.height, strength: SolverStrength.fact)
            case let .fitting(width, height):
                let fitting = SolverStrength.weight(forPriority: LayoutPriority.fittingSizeLevel.rawValue)
                setEdit(vars.width, width ?? 0, strength: width == nil ? fitting : SolverStrength.fact)
                setEdit(vars.height, height ?? 0, strength: height == nil ? fitting : SolverStrength.fact)
            }
            return
        }
        guard let superview = view.superview, let parent = variables[ObjectIdentifier(superview)] else { return }
        if view.usesFrameLayout {
            // Frame-based: the frame holds (UIKit's autoresizing-mask constraints).
            let dx = edit("\(id).dx"), dy = edit("\(id).dy")
            setEdit(dx, view.frame.minX - superview.bounds.minX, strength: SolverStrength.fact)
            setEdit(dy, view.frame.minY - superview.bounds.minY, strength: SolverStrength.fact)
            setEdit(vars.width, view.frame.width, strength: SolverStrength.fact)
            setEdit(vars.height, view.frame.height, strength: SolverStrength.fact)
            require("\(id).x", LinearExpression(vars.left) - LinearExpression(parent.left) - LinearExpression(dx), keep: &keep)
            require("\(id).y", LinearExpression(vars.top) - LinearExpression(parent.top) - LinearExpression(dy), keep: &keep)
            return
        }
        let intrinsic = view.intrinsicContentSize
        for (axis, size, length) in [(LayoutAxis.horizontal, intrinsic.width, vars.width), (.vertical, intrinsic.height, vars.height)] where size >= 0 {
            let natural = edit("\(id).intrinsic.\(axis.rawValue)")
            setEdit(natural, size, strength: SolverStrength.fact)
            let difference = LinearExpression(length) - LinearExpression(natural)
            structural("\(id).hug.\(axis.rawValue)", difference, .lessThanOrEqual,
                       strength: SolverStrength.weight(forPriority: view.contentHuggingPriority(for: axis).rawValue), keep: &keep)
            structural("\(id).resist.\(axis.rawValue)", difference, .greaterThanOrEqual,
                       strength: SolverStrength.weight(forPriority: view.contentCompressionResistancePriority(for: axis).rawValue), keep: &keep)
        }
        // Sizes are never negative.
        structural("\(id).w0", LinearExpression(vars.width), .greaterThanOrEqual, strength: SolverStrength.required, keep: &keep)
        structural("\(id).h0", LinearExpression(vars.height), .greaterThanOrEqual, strength: SolverStrength.required, keep: &keep)
    }

    private var edits: [String: SolverVariable] = [:]

    private func edit(_ name: String) -> SolverVariable {
        if let known = edits[name] { return known }
        let created = SolverVariable(name)
        edits[name] = created
        return created
    }

    private var facts: [SolverVariable: (value: Double, constraint: SolverConstraint)] = [:]

    /// Holds `variable` at `value`: a required equality for facts (frames, intrinsic sizes,
    /// the root's size), which is replaced when the value changes; an edit variable for
    /// weaker wishes (the fitting size), which takes suggestions.
    private func setEdit(_ variable: SolverVariable, _ value: Double, strength: Double) {
        if strength >= SolverStrength.fact {
            if editStrengths[variable] != nil {
                expect("dropping the edit of \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.removeEditVariable(variable) }
                editStrengths[variable] = nil
                editValues[variable] = nil
            }
            if let fact = facts.removeValue(forKey: variable) {
                if fact.value == value {
                    facts[variable] = fact
                    return
                }
                do {
                    // The cheap way: the same constraint with another constant.
                    try solver.updateConstant(of: fact.constraint, to: -value)
                    facts[variable] = (value, fact.constraint)
                    return
                } catch {
                    // The constant could not move in place; the constraint is replaced below.
                    expect("replacing the fact \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.remove(fact.constraint) }
                }
            }
            let constraint = SolverConstraint(LinearExpression(variable) + (-value), .equal, strength: SolverStrength.required)
            do {
                try solver.add(constraint)
                facts[variable] = (value, constraint)
            } catch {
                conflicts.append("Unable to hold \(variable.name) at \(Geometry.format(value)) (a frame, an intrinsic size or the root's size) "
                    + "together with the required constraints; broke it. A required constraint contradicts the view's frame or size.")
            }
            return
        }
        if let fact = facts.removeValue(forKey: variable) {
            expect("dropping the fact \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.remove(fact.constraint) }
        }
        if let current = editStrengths[variable], current != strength {
            expect("dropping the edit of \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.removeEditVariable(variable) }
            editStrengths[variable] = nil
            editValues[variable] = nil
        }
        if editStrengths[variable] == nil {
            expect("editing \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.addEditVariable(variable, strength: strength) }
            editStrengths[variable] = strength
        }
        if editValues[variable] != value {
            expect("suggesting \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.suggest(value, for: variable) }
            editValues[variable] = value
        }
    }

    private func addStay(_ variable: SolverVariable) {
        guard !stays.contains(variable) else { return }
        expect("adding the stay of \(variable.name)") { () throws(CassowarySolver.Failure) in
            try solver.addEditVariable(variable, strength: SolverStrength.stay)
        }
        stays.insert(variable)
    }

    /// Runs a solver call that fails only when the engine's bookkeeping is wrong, and keeps
    /// the failure for the render's warnings.
    private func expect(_ action: String, _ call: () throws(CassowarySolver.Failure) -> Void) {
        do {
            try call()
        } catch {
            internalErrors.append("\(action) failed in the layout engine (\(error))")
        }
    }

    private func require(_ key: String, _ expression: LinearExpression, keep: inout Set<String>) {
        structural(key, expression, .equal, strength: SolverStrength.required, keep: &keep)
    }

    private func structural(_ key: String, _ expression: LinearExpression, _ relation: SolverConstraint.Relation, strength: Double, keep: inout Set<String>) {
        keep.insert(key)
        if let old = structural.removeValue(forKey: key) {
            if old.strength == strength && old.relation == relation {
                structural[key] = old
                return
            }
            expect("replacing \(key)") { () throws(CassowarySolver.Failure) in try solver.remove(old.solverConstraint) }
        }
        let constraint = SolverConstraint(expression, relation, strength: strength)
        do {
            try solver.add(constraint)
            structural[key] = Installed(solverConstraint: constraint, expression: expression, relation: relation, strength: strength)
        } catch {
            // Only required structure can fail: a frame-based view's position or a size that
            // may not go below zero, against required constraints.
            conflicts.append("Unable to satisfy the layout engine's own rule \(key) together with the required constraints; "
                + "broke it. A required constraint asks for a negative size or moves a view whose frame is set (translatesAutoresizingMaskIntoConstraints).")
        }
    }

    // MARK: User constraints

    private func install(_ constraint: LayoutConstraint) {
        guard let expression = expression(for: constraint) else { return }
        let relation: SolverConstraint.Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let strength = SolverStrength.weight(forPriority: constraint.priority.rawValue)
        let key = ObjectIdentifier(constraint)
        if let old = installed[key] {
            if old.relation == relation && old.strength == strength && Self.sameTerms(old.expression, expression) {
                if old.expression.constant == expression.constant { return }
                // Only the constant moved: update it in place.
                do {
                    try solver.updateConstant(of: old.solverConstraint, to: expression.constant)
                    installed[key]?.expression = expression
                    return
                } catch {
                    // It could not move in place; the constraint is replaced below.
                }
            }
            expect("replacing \(constraint)") { () throws(CassowarySolver.Failure) in try solver.remove(old.solverConstraint) }
            installed[key] = nil
        }
        let solverConstraint = SolverConstraint(expression, relation, strength: strength)
        do {
            try solver.add(solverConstraint)
            installed[key] = Installed(solverConstraint: solverConstraint, expression: expression, relation: relation, strength: strength)
        } catch {
            let related = relatedConstraints(to: constraint).map(\.description).joined(separator: ", ")
            conflicts.append("Unable to satisfy \(constraint) together with \(related.isEmpty ? "the other required constraints" : related); broke \(constraint) (the lowest priority among them, added last).")
        }
    }

    /// Constraints that share a view with `constraint`, to name in a conflict report.
    private func relatedConstraints(to constraint: LayoutConstraint) -> [LayoutConstraint] {
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.map(ObjectIdentifier.init)
        var related: [LayoutConstraint] = []
        for view in participatingViews() {
            for other in view.installedConstraints where other !== constraint && installed[ObjectIdentifier(other)] != nil {
                let otherItems = [other.firstItem, other.secondItem].compactMap { $0 }.map(ObjectIdentifier.init)
                if !Set(items).isDisjoint(with: otherItems) { related.append(other) }
            }
        }
        return related
    }

    private static func sameTerms(_ a: LinearExpression, _ b: LinearExpression) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        return zip(a.terms, b.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    /// `first - (multiplier × second + constant)`, the form the solver takes.
    private func expression(for constraint: LayoutConstraint) -> LinearExpression? {
        guard let first = expression(of: constraint.firstItem, constraint.firstAttribute) else { return nil }
        guard let secondItem = constraint.secondItem else { return first + (-constraint.constant) }
        guard let second = expression(of: secondItem, constraint.secondAttribute) else { return nil }
        return first - second * constraint.multiplier + (-constraint.constant)
    }

    /// An attribute as a linear expression over the item's variables.
    private func expression(of item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression? {
        let rect: (left: LinearExpression, top: LinearExpression, width: LinearExpression, height: LinearExpression)
        var baselines: (first: Double, last: Double)?
        var rightToLeft = false
        if let view = item as? View {
            guard let vars = variables[ObjectIdentifier(view)] else { return nil }
            rect = (LinearExpression(vars.left), LinearExpression(vars.top), LinearExpression(vars.width), LinearExpression(vars.height))
            baselines = view.baselineOffsetsFromCenter
            rightToLeft = view.traitCollection.layoutDirection == .rightToLeft
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView, let ownerVars = variables[ObjectIdentifier(owner)] {
            rightToLeft = owner.traitCollection.layoutDirection == .rightToLeft
            switch guide.kind {
            case .custom:
                guard let vars = variables[ObjectIdentifier(guide)] else { return nil }
                rect = (LinearExpression(vars.left), LinearExpression(vars.top), LinearExpression(vars.width), LinearExpression(vars.height))
            case .layoutMargins, .safeArea:
                let insets = guide.kind == .layoutMargins ? owner.layoutMargins : owner.safeAreaInsets
                rect = (LinearExpression(ownerVars.left) + insets.left, LinearExpression(ownerVars.top) + insets.top,
                        LinearExpression(ownerVars.width) + (-insets.horizontal), LinearExpression(ownerVars.height) + (-insets.vertical))
            }
        } else {
            return nil
        }
        switch attribute {
        case .left: return rect.left
        case .right: return rect.left + rect.width
        case .leading: return rightToLeft ? rect.left + rect.width : rect.left
        case .trailing: return rightToLeft ? rect.left : rect.left + rect.width
        case .top: return rect.top
        case .bottom: return rect.top + rect.height
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.left + rect.width * 0.5
        case .centerY: return rect.top + rect.height * 0.5
        case .firstBaseline:
            guard let baselines else { return rect.top + rect.height }
            return rect.top + rect.height * 0.5 + baselines.first
        case .lastBaseline:
            guard let baselines else { return rect.top + rect.height }
            return rect.top + rect.height * 0.5 + baselines.last
        case .notAnAttribute:
            return nil
        }
    }

    // MARK: Frames

    /// Where `view`'s bounds origin is in the root's coordinates.
    private func absoluteOrigin(of view: View) -> Point {
        if view === root { return .zero }
        if !view.usesFrameLayout, let vars = variables[ObjectIdentifier(view)] {
            let scale = root.traitCollection.displayScale
            return Point(x: Geometry.round(vars.left.value, scale: scale), y: Geometry.round(vars.top.value, scale: scale))
        }
        guard let superview = view.superview else { return .zero }
        let parent = absoluteOrigin(of: superview)
        return Point(x: parent.x + view.frame.minX - superview.bounds.minX, y: parent.y + view.frame.minY - superview.bounds.minY)
    }

    private func guideRect(_ guide: LayoutGuide, in view: View) -> Rect {
        switch guide.kind {
        case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .custom:
            guard let vars = variables[ObjectIdentifier(guide)] else { return .zero }
            let origin = absoluteOrigin(of: view)
            return Rect(x: vars.left.value - origin.x + view.bounds.minX, y: vars.top.value - origin.y + view.bounds.minY,
                        width: vars.width.value, height: vars.height.value)
        }
    }
}
