import Foundation

extension AutoLayoutEngine {
    // The report for a required constraint the engine could not satisfy is UIKit's "Unable to
    // simultaneously satisfy constraints" with the smallest set of required relations that
    // contradict it (found by taking each one out and seeing whether the contradiction
    // stays), and the constraint that was broken: the one left out of the solution, so the
    // report matches the frames.

    /// For a view's own required constraint that cannot be installed: breaks the app's
    /// constraint in the smallest conflicting set instead (removes it and installs the
    /// view's), returning it with the report; nil when the set has no app constraint or the
    /// view's constraint still cannot be installed.
    func breakAppConstraint(for constraint: NSLayoutConstraint, relation: EngineRelation) -> (NSLayoutConstraint, () -> String)? {
        let conflicting = minimalConflict(with: relation)
        let candidates = conflicting.compactMap { item -> NSLayoutConstraint? in
            if case let .constraint(appConstraint) = item.origin, appConstraint.systemName == nil { return appConstraint }
            return nil
        }
        guard let victim = candidates.last, let installedVictim = installed[ItemKey(victim)] else { return nil }
        expect("breaking \(victim)") { () throws(CassowarySolver.Failure) in try solver.remove(installedVictim.solverConstraint) }
        installed[ItemKey(victim)] = nil
        let solverConstraint = relation.solverConstraint
        do {
            try solver.add(solverConstraint)
            installed[ItemKey(constraint)] = Installed(solverConstraint: solverConstraint, relation: relation)
        } catch {
            // Put the app's constraint back and break the view's after all.
            if (try? solver.add(installedVictim.solverConstraint)) != nil { installed[ItemKey(victim)] = installedVictim }
            return nil
        }
        var list = conflicting.filter {
            if case let .constraint(item) = $0.origin { return item !== victim }
            return true
        }
        list.append(relation)
        let victimRelation = installedVictim.relation
        return (victim, { self.report(listing: list + [victimRelation], breaking: victim, offBy: victimRelation.violation) })
    }

    /// The smallest set of installed required relations that contradicts `relation`.
    func minimalConflict(with relation: EngineRelation) -> [EngineRelation] {
        var conflicting = requiredRelations(connectedTo: relation)
        guard conflicting.count <= 160 else { return conflicting }
        var index = 0
        while index < conflicting.count {
            var without = conflicting
            without.remove(at: index)
            if Self.isInfeasible(without + [relation]) {
                conflicting = without
            } else {
                index += 1
            }
        }
        return conflicting
    }

    /// UIKit's report text for `list`, breaking `constraint`.
    func report(listing list: [EngineRelation], breaking constraint: NSLayoutConstraint, offBy: Double) -> String {
        var lines = ["Unable to simultaneously satisfy constraints."]
        lines.append("    Probably at least one of the constraints in the following list is one you don't want.")
        lines.append("(")
        for item in list { lines.append("    \"\(item.name)\",") }
        lines.append(")")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append("\(constraint)"
            + (offBy > 0.0005 ? " (off by \(LayoutNumber.format(CGFloat(offBy))) pt in the frames)" : " (the frames happen to satisfy it anyway)"))
        return lines.joined(separator: "\n")
    }

    /// Every required relation in the solver that shares a variable with `relation`,
    /// directly or through other required relations.
    private func requiredRelations(connectedTo relation: EngineRelation) -> [EngineRelation] {
        var all: [EngineRelation] = installed.values.map(\.relation).filter { $0.strength >= SolverStrength.required }
        all += structural.values.map(\.relation).filter { $0.strength >= SolverStrength.required && !Self.usesEditVariable($0) }
        all += frameRules.values.flatMap { $0() }
        // Intrinsic sizes held as required (hugging or resistance at 1000) use the size's own
        // variable; substitute the number so the relation stands alone.
        all = all.map(substitutingFacts)
        let ordered = all.sorted { $0.name < $1.name }
        var reached = Set(relation.expression.terms.map { ItemKey($0.variable) })
        var chosen: [EngineRelation] = []
        var remaining = ordered
        var grew = true
        while grew {
            grew = false
            var next: [EngineRelation] = []
            for candidate in remaining {
                let ids = candidate.expression.terms.map { ItemKey($0.variable) }
                if ids.contains(where: reached.contains) {
                    chosen.append(candidate)
                    reached.formUnion(ids)
                    grew = true
                } else {
                    next.append(candidate)
                }
            }
            remaining = next
        }
        return chosen
    }

    /// The frame rules replace the engine's edit variables; relations over `dx`/`dy`
    /// variables are left out in favour of those.
    private static func usesEditVariable(_ relation: EngineRelation) -> Bool {
        relation.expression.terms.contains { $0.variable.name.hasSuffix(".dx") || $0.variable.name.hasSuffix(".dy") }
    }

    /// `relation` with variables the engine holds at known values (intrinsic sizes, the
    /// root's position) replaced by those values.
    private func substitutingFacts(_ relation: EngineRelation) -> EngineRelation {
        var result = relation
        var terms: [(variable: SolverVariable, coefficient: Double)] = []
        for term in relation.expression.terms {
            if term.variable.name.contains(".intrinsic."), let fact = facts[term.variable] {
                result.expression.constant += term.coefficient * fact.value
            } else {
                terms.append(term)
            }
        }
        result.expression.terms = terms
        return result
    }

    /// Whether the relations, all taken as required, have no common solution.
    static func isInfeasible(_ relations: [EngineRelation]) -> Bool {
        let scratch = CassowarySolver()
        for relation in relations {
            do {
                try scratch.add(SolverConstraint(relation.expression, relation.relation, strength: SolverStrength.required))
            } catch {
                return true
            }
        }
        return false
    }

    /// Checks the solution against every required constraint in the solver: one that does
    /// not hold would be a broken constraint nobody was told about, so it is reported.
    func verifyRequiredConstraints(failed: Set<ItemKey>) {
        let tolerance = 0.01
        for (key, item) in installed where item.relation.strength >= SolverStrength.required && !failed.contains(key) {
            let violation = item.relation.violation
            if violation > tolerance {
                internalErrors.append("The required constraint \(item.relation.name) is off by \(LayoutNumber.format(CGFloat(violation))) pt in the solution "
                    + "although the engine accepted it; the frames around it may be wrong.")
            }
        }
    }
}
