import Foundation

extension AutoLayoutEngine {
    /// The engine's own relations for `view`: the root's position and size, the frames of
    /// views laid out in code (UIKit's autoresizing-mask constraints), the intrinsic content
    /// size with its hugging and compression resistance, sizes not below zero. `order` is
    /// where the view is among the solve's participating views (tree order).
    func describe(_ view: UIView, _ vars: LayoutItemVariables, order: Int, keep: inout Set<EngineRuleKey>, rules: inout Set<ItemKey>) {
        if view === root {
            setFact(vars.left, 0)
            setFact(vars.top, 0)
            switch rootSize {
            case .frame:
                let width = view.bounds.width
                setFact(vars.width, Double(width))
                setFact(vars.height, Double(view.bounds.height))
                rules.insert(ItemKey(view))
                let name = vars.name
                frameRules[ItemKey(view)] = {
                    [EngineRelation(expression: LinearExpression(vars.width) + Double(-width), relation: .equal, strength: SolverStrength.required,
                                    origin: .rule("<NSAutoresizingMaskLayoutConstraint \(name).width == \(LayoutNumber.format(width)) (the root's size)>"))]
                }
                return
            case let .fitting(target, horizontal, vertical):
                holdRoot(vars.width, at: target.width, priority: horizontal)
                holdRoot(vars.height, at: target.height, priority: vertical)
                describeContentSize(of: view, vars, order: order, keep: &keep)
                return
            }
        }
        guard let superview = view.storedSuperview, let parent = variables[ItemKey(superview)] else { return }
        if view.translatesAutoresizingMaskIntoConstraints {
            // Laid out in code: the frame holds (UIKit's autoresizing-mask constraints).
            let insets = view.alignmentRectInsets, parentInsets = superview === root ? UIEdgeInsets.zero : superview.alignmentRectInsets
            let frame = view.transform.isIdentity ? view.frame : CGRect(x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
                                                                       width: view.bounds.width, height: view.bounds.height)
            let dxValue = Double(frame.minX + insets.left - parentInsets.left)
            let dyValue = Double(frame.minY + insets.top - parentInsets.top)
            let widthValue = Double(frame.width - insets.left - insets.right)
            let heightValue = Double(frame.height - insets.top - insets.bottom)
            let dx = edit(EngineRuleKey(view, .dx)), dy = edit(EngineRuleKey(view, .dy))
            setFact(dx, dxValue)
            setFact(dy, dyValue)
            setFact(vars.width, widthValue)
            setFact(vars.height, heightValue)
            require(EngineRuleKey(view, .x), vars.left, minus: parent.left, minus: dx, keep: &keep)
            require(EngineRuleKey(view, .y), vars.top, minus: parent.top, minus: dy, keep: &keep)
            // The frame's relations in the form conflicts are explained with, made only when
            // a conflict is explained.
            rules.insert(ItemKey(view))
            let mask = view.autoresizingMask
            let name = vars.name
            frameRules[ItemKey(view)] = {
                let mask = Self.maskDescription(mask)
                return [
                    (LinearExpression(vars.left) - LinearExpression(parent.left) + (-dxValue), "\(name).minX == \(LayoutNumber.format(frame.minX))"),
                    (LinearExpression(vars.top) - LinearExpression(parent.top) + (-dyValue), "\(name).minY == \(LayoutNumber.format(frame.minY))"),
                    (LinearExpression(vars.width) + (-widthValue), "\(name).width == \(LayoutNumber.format(frame.width))"),
                    (LinearExpression(vars.height) + (-heightValue), "\(name).height == \(LayoutNumber.format(frame.height))"),
                ].map { expression, text in
                    EngineRelation(expression: expression, relation: .equal, strength: SolverStrength.required,
                                   origin: .rule("<NSAutoresizingMaskLayoutConstraint \(mask) \(text)>"))
                }
            }
            return
        }
        describeContentSize(of: view, vars, order: order, keep: &keep)
    }

    /// The intrinsic content size as hugging (not larger) and compression resistance (not
    /// smaller) at the view's priorities, and sizes that never go below zero. Between equal
    /// priorities the engine bends the view earlier in the tree first (a stack view with two
    /// views that both hug at 250 stretches the first), so the layout never depends on the
    /// solver's pivoting order.
    private func describeContentSize(of view: UIView, _ vars: LayoutItemVariables, order: Int, keep: inout Set<EngineRuleKey>) {
        let intrinsic = view.intrinsicContentSize
        let nudge = 1 + 1e-5 * Double(order)
        // One axis at a time, without an array of the two.
        func sizeRules(_ axis: NSLayoutConstraint.Axis, _ size: CGFloat, _ length: SolverVariable) {
            guard size >= 0, size.isFinite else {
                structuralRemove(EngineRuleKey(view, .hug(axis.rawValue)))
                structuralRemove(EngineRuleKey(view, .resist(axis.rawValue)))
                return
            }
            // Made only for a view with a size along the axis (most have none): a variable
            // the solver never sees costs nothing there, but naming it cost every solve.
            let natural = edit(EngineRuleKey(view, .intrinsic(axis.rawValue)))
            setFact(natural, Double(size))
            let difference = LinearExpression(length) - LinearExpression(natural)
            let hugging = view.contentHuggingPriority(for: axis), resistance = view.contentCompressionResistancePriority(for: axis)
            let vertical = axis == .vertical
            structural(EngineRuleKey(view, .hug(axis.rawValue)), difference, .lessThanOrEqual,
                       strength: SolverStrength.weight(forPriority: hugging.rawValue), weight: nudge, keep: &keep,
                       name: .contentSize(item: vars.name, vertical: vertical, size: size, priority: hugging, hugging: true))
            structural(EngineRuleKey(view, .resist(axis.rawValue)), difference, .greaterThanOrEqual,
                       strength: SolverStrength.weight(forPriority: resistance.rawValue), weight: nudge, keep: &keep,
                       name: .contentSize(item: vars.name, vertical: vertical, size: size, priority: resistance, hugging: false))
        }
        sizeRules(.horizontal, intrinsic.width, vars.width)
        sizeRules(.vertical, intrinsic.height, vars.height)
        // Sizes are never negative.
        structural(EngineRuleKey(view, .nonNegativeWidth), LinearExpression(vars.width), .greaterThanOrEqual, strength: SolverStrength.required,
                   keep: &keep, name: .nonNegative(item: vars.name, vertical: false))
        structural(EngineRuleKey(view, .nonNegativeHeight), LinearExpression(vars.height), .greaterThanOrEqual, strength: SolverStrength.required,
                   keep: &keep, name: .nonNegative(item: vars.name, vertical: true))
    }

    /// The root's dimension in fitting: fixed at the target when required, else held near
    /// it at the fitting priority.
    private func holdRoot(_ variable: SolverVariable, at target: CGFloat, priority: UILayoutPriority) {
        let value = Double(min(max(target, 0), 1e7))
        if priority >= .required {
            setFact(variable, value)
        } else {
            setEdit(variable, value, strength: SolverStrength.weight(forPriority: priority.rawValue))
        }
    }

    /// UIKit's notation for an autoresizing mask: `h=` then left margin, width, right margin;
    /// `v=` top, height, bottom; `-` fixed, `&` flexible.
    static func maskDescription(_ mask: UIView.AutoresizingMask) -> String {
        func mark(_ flag: UIView.AutoresizingMask) -> String { mask.contains(flag) ? "&" : "-" }
        return "h=\(mark(.flexibleLeftMargin))\(mark(.flexibleWidth))\(mark(.flexibleRightMargin)) "
            + "v=\(mark(.flexibleTopMargin))\(mark(.flexibleHeight))\(mark(.flexibleBottomMargin))"
    }

    /// The engine's variable for `key` (a frame's position, an intrinsic size), made once.
    func edit(_ key: EngineRuleKey) -> SolverVariable {
        if let known = edits[key] { return known }
        // `key.name` spells the item's address: the same text whenever it is read.
        let created = SolverVariable(naming: { key.name })
        edits[key] = created
        return created
    }

    /// Holds `variable` at `value` with a required equality, replaced (or its constant
    /// moved) when the value changes.
    func setFact(_ variable: SolverVariable, _ value: Double) {
        if editStrengths[variable] != nil {
            expect("dropping the edit of \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.removeEditVariable(variable) }
            editStrengths[variable] = nil
            editValues[variable] = nil
        }
        if let fact = facts[variable] {
            // Unchanged, the usual case: one lookup, and the table is left as it is.
            if fact.value == value { return }
            facts[variable] = nil
            do {
                try solver.updateConstant(of: fact.constraint, to: -value)
                facts[variable] = (value, fact.constraint)
                return
            } catch {
                expect("replacing the fact \(variable.name)") { () throws(CassowarySolver.Failure) in try solver.remove(fact.constraint) }
            }
        }
        let constraint = SolverConstraint(LinearExpression(variable) + (-value), .equal, strength: SolverStrength.required)
        do {
            try solver.add(constraint)
            facts[variable] = (value, constraint)
        } catch {
            conflicts.append("Unable to hold \(variable.name) at \(LayoutNumber.format(CGFloat(value))) (a frame set in code, an intrinsic size or the root's size) "
                + "together with the required constraints; it was broken. A required constraint contradicts a view's frame: give the view "
                + "translatesAutoresizingMaskIntoConstraints = false, or lower the constraint's priority.")
        }
    }

    /// Holds `variable` near `value` at `strength` through an edit variable.
    func setEdit(_ variable: SolverVariable, _ value: Double, strength: Double) {
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

    /// A stay on each of an item's variables, in the order `all` lists them (left, top,
    /// width, height). An item keeps its stays until it leaves the engine, so once they are
    /// there (the item notes it) later solves skip the four lookups.
    ///
    /// A variable that required equalities alone fix gets none (yet): a stay could never
    /// move it, and its cost would be a constant. In a fully constrained tree that is every
    /// variable, and the stays were a third of a first solve. A solve after a constraint was
    /// removed looks again, so a variable that the removal set free gets its stay then.
    func addStays(_ vars: LayoutItemVariables) {
        guard !vars.hasStays, vars.staysSettledAtRemovals != solver.removals else { return }
        addStay(vars.left)
        addStay(vars.top)
        addStay(vars.width)
        addStay(vars.height)
        vars.hasStays = stays.contains(vars.left) && stays.contains(vars.top) && stays.contains(vars.width) && stays.contains(vars.height)
        vars.staysSettledAtRemovals = solver.removals
    }

    func addStay(_ variable: SolverVariable) {
        guard !stays.contains(variable), !solver.isFixedByRequiredEqualities(variable) else { return }
        expect("adding the stay of \(variable.name)") { () throws(CassowarySolver.Failure) in
            try solver.addEditVariable(variable, strength: SolverStrength.stay)
        }
        stays.insert(variable)
    }

    /// Requires `variable - first - second == 0` (a frame set in code: the view's edge is
    /// its superview's plus the frame's offset).
    func require(_ key: EngineRuleKey, _ variable: SolverVariable, minus first: SolverVariable, minus second: SolverVariable, keep: inout Set<EngineRuleKey>) {
        keep.insert(key)
        if let old = structural[key], old.relation.strength == SolverStrength.required, old.relation.weight == 1, old.relation.relation == .equal,
           Self.hasTerms(old.relation.expression, variable, first, second) {
            return
        }
        structural(key, LinearExpression(variable) - LinearExpression(first) - LinearExpression(second), .equal, strength: SolverStrength.required,
                   keep: &keep, name: .frameInCode(key))
    }

    /// Whether `expression` is `variable - first - second` term for term (as `require`
    /// builds it).
    private static func hasTerms(_ expression: LinearExpression, _ variable: SolverVariable, _ first: SolverVariable, _ second: SolverVariable) -> Bool {
        let terms = expression.terms
        return terms.count == 3 && terms[0].variable === variable && terms[0].coefficient == 1 && terms[1].variable === first && terms[1].coefficient == -1
            && terms[2].variable === second && terms[2].coefficient == -1
    }

    func structuralRemove(_ key: EngineRuleKey) {
        if let old = structural.removeValue(forKey: key) {
            expect("removing \(key.name)") { () throws(CassowarySolver.Failure) in try solver.remove(old.solverConstraint) }
        }
    }

    /// Installs the engine's own relation `key` (or keeps it when it is unchanged; `name`,
    /// for reports, is made only when the relation is installed).
    func structural(_ key: EngineRuleKey, _ expression: LinearExpression, _ relation: SolverConstraint.Relation, strength: Double, weight: Double = 1,
                    keep: inout Set<EngineRuleKey>, name: EngineRuleName) {
        keep.insert(key)
        if let old = structural[key] {
            // Unchanged, the usual case: one lookup, and the dictionary is left as it is.
            if old.relation.strength == strength && old.relation.weight == weight && old.relation.relation == relation
                && Self.sameTerms(old.relation.expression, expression) {
                return
            }
            structural[key] = nil
            expect("replacing \(key.name)") { () throws(CassowarySolver.Failure) in try solver.remove(old.solverConstraint) }
        }
        let relationRecord = EngineRelation(expression: expression, relation: relation, strength: strength, origin: .ownRule(name), weight: weight)
        let constraint = relationRecord.solverConstraint
        do {
            try solver.add(constraint)
            structural[key] = Installed(solverConstraint: constraint, relation: relationRecord)
        } catch {
            conflicts.append("Unable to satisfy the layout engine's rule \(name.text) together with the required constraints; it was broken. "
                + "A required constraint asks for a negative size or for a content size its view must not take.")
        }
    }
}
