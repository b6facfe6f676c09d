import Foundation

extension AutoLayoutEngine {
    /// Installs (or updates) `constraint` in the solver. Returns the relation when the
    /// constraint is required and cannot be satisfied together with those already installed:
    /// it stays out of the solver, which is exactly what breaking it means.
    func install(_ constraint: NSLayoutConstraint) -> EngineRelation? {
        guard let expression = expression(for: constraint) else {
            structuralMissing(constraint)
            return nil
        }
        let relation = SolverConstraint.Relation(constraint.relation)
        let strength = SolverStrength.weight(forPriority: constraint.priority.rawValue)
        let record = EngineRelation(expression: expression, relation: relation, strength: strength, origin: .constraint(constraint))
        let key = ItemKey(constraint)
        if let old = installed[key] {
            if old.relation.relation == relation && old.relation.strength == strength && Self.sameTerms(old.relation.expression, expression) {
                if old.relation.expression.constant == expression.constant { return nil }
                // Only the constant moved: update it in place.
                do {
                    try solver.updateConstant(of: old.solverConstraint, to: expression.constant)
                    installed[key]?.relation = record
                    return nil
                } catch {
                    // It could not move in place; the constraint is replaced below.
                }
            }
            expect("replacing \(constraint)") { () throws(CassowarySolver.Failure) in try solver.remove(old.solverConstraint) }
            installed[key] = nil
        }
        let solverConstraint = record.solverConstraint
        do {
            try solver.add(solverConstraint)
            installed[key] = Installed(solverConstraint: solverConstraint, relation: record)
            return nil
        } catch {
            return record
        }
    }

    /// A constraint whose items are not in this engine's tree (a fitting engine sizes one
    /// subtree; constraints to views outside it do not apply there).
    private func structuralMissing(_ constraint: NSLayoutConstraint) {
        if let old = installed.removeValue(forKey: ItemKey(constraint)) {
            expect("removing \(constraint)") { () throws(CassowarySolver.Failure) in try solver.remove(old.solverConstraint) }
        }
    }

    static func sameTerms(_ a: LinearExpression, _ b: LinearExpression) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        return zip(a.terms, b.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    /// `first - (multiplier × second + constant)`, the form the solver takes.
    func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        // A scroll view's edges mean its content area to the views inside it. The items are
        // read once each, and only an edge can mean a scroll view's content (the rest skips
        // `layoutItem`'s casts, which would give the item back).
        // (No `Optional.map` closures here: a main-actor closure handed to it checks its
        // executor at run time on every call, 2% of a first solve.)
        let rawFirst = constraint.firstItem, rawSecond = constraint.secondItem
        guard let rawFirst else { return nil }
        let firstItem = Self.isEdge(constraint.firstAttribute) ? UIScrollView.layoutItem(rawFirst, constraint.firstAttribute, relatedTo: rawSecond) : rawFirst
        var secondTarget: AnyObject?
        if let rawSecond {
            secondTarget = Self.isEdge(constraint.secondAttribute) ? UIScrollView.layoutItem(rawSecond, constraint.secondAttribute, relatedTo: rawFirst) : rawSecond
        }
        // Most constraints relate plain edges of views: built straight into one array, with
        // the very arithmetic of the general form (bit for bit the same expression, which
        // debug builds check on every constraint, so the two forms cannot drift apart).
        if let plain = plainExpression(for: constraint, firstItem, secondTarget) {
            assert(plain.isIdentical(to: generalExpression(for: constraint, firstItem, secondTarget)),
                   "The plain form of \(constraint) differs from the general one: keep PlainTerms in step with ItemRect.")
            return plain
        }
        return generalExpression(for: constraint, firstItem, secondTarget)
    }

    /// `expression(for:)` when both items' attributes have a plain form (`PlainTerms`).
    private func plainExpression(for constraint: NSLayoutConstraint, _ firstItem: AnyObject, _ secondItem: AnyObject?) -> LinearExpression? {
        guard let first = plainTerms(of: firstItem, constraint.firstAttribute) else { return nil }
        guard let secondItem else { return first.expression(constant: first.constant + Double(-constraint.constant)) }
        guard let second = plainTerms(of: secondItem, constraint.secondAttribute) else { return nil }
        return first.expression(minus: second, times: Double(constraint.multiplier), constant: Double(-constraint.constant))
    }

    /// `expression(for:)` through each item's rectangle (`expression(of:_:)`).
    private func generalExpression(for constraint: NSLayoutConstraint, _ firstItem: AnyObject, _ secondItem: AnyObject?) -> LinearExpression? {
        guard let first = expression(of: firstItem, constraint.firstAttribute) else { return nil }
        guard let secondItem else { return first + Double(-constraint.constant) }
        guard let second = expression(of: secondItem, constraint.secondAttribute) else { return nil }
        return first - second * Double(constraint.multiplier) + Double(-constraint.constant)
    }

    /// The attributes `UIScrollView.layoutItem` may map to the content guide (it gives the
    /// item back for every other one).
    private static func isEdge(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }

    /// An attribute as at most two terms and a constant, for `expression(for:)`: what
    /// `expression(of:_:)` gives for a view's or a custom guide's edge, size or center, or a
    /// margins, safe area or readable content guide's (the owner's rectangle inset), without
    /// an array per edge of the rectangle. Every constant is worked out as there, in the same
    /// order, so the expression is the same to the last bit. Nil for everything else
    /// (baselines, the layout support and keyboard guides, anchor distances, items not in
    /// the tree): those take the general form.
    private struct PlainTerms {
        var first: SolverVariable
        var firstCoefficient: Double
        var second: SolverVariable?
        var secondCoefficient: Double
        var constant: Double

        /// The terms with `constant`.
        func expression(constant: Double) -> LinearExpression {
            var result = LinearExpression(constant: constant)
            result.terms.reserveCapacity(second == nil ? 1 : 2)
            append(to: &result, factor: nil)
            return result
        }

        /// `self - other × multiplier + constant`, as `first - second * multiplier + constant`
        /// works it out on expressions: the other's terms and constant times the multiplier,
        /// then times -1, then added; the constant last.
        func expression(minus other: PlainTerms, times multiplier: Double, constant: Double) -> LinearExpression {
            var result = LinearExpression(constant: (self.constant + (other.constant * multiplier) * -1) + constant)
            result.terms.reserveCapacity((second == nil ? 1 : 2) + (other.second == nil ? 1 : 2))
            append(to: &result, factor: nil)
            other.append(to: &result, factor: multiplier)
            return result
        }

        /// Appends the terms, each coefficient times `factor` then times -1 when there is one.
        private func append(to expression: inout LinearExpression, factor: Double?) {
            if let factor {
                expression.terms.append((first, (firstCoefficient * factor) * -1))
                if let second { expression.terms.append((second, (secondCoefficient * factor) * -1)) }
            } else {
                expression.terms.append((first, firstCoefficient))
                if let second { expression.terms.append((second, secondCoefficient)) }
            }
        }
    }

    /// The plain form of `item`'s `attribute` (see `PlainTerms`), nil when it has none.
    private func plainTerms(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> PlainTerms? {
        let (plain, margin) = attribute.withoutMargin
        switch plain {
        case .left, .right, .leading, .trailing, .top, .bottom, .width, .height, .centerX, .centerY: break
        default: return nil
        }
        let vars: LayoutItemVariables
        var insets: UIEdgeInsets?
        let owner: UIView
        switch item {
        case let view as UIView:
            guard let known = variables[ItemKey(view)] else { return nil }
            vars = known
            owner = view
            if margin {
                let margins = view.layoutMargins
                insets = margins
                insetReads.append(InsetRead(.margins, of: view, root: root, margins))
            }
        case let guide as UILayoutGuide:
            guard let guideOwner = guide.owningView else { return nil }
            owner = guideOwner
            switch guide.kind {
            case .custom:
                guard let known = variables[ItemKey(guide)] else { return nil }
                vars = known
            case .layoutMargins, .safeArea, .readableContent:
                guard let known = variables[ItemKey(guideOwner)] else { return nil }
                vars = known
                let guideInsets = guide.insetsInOwner
                insets = guideInsets
                insetReads.append(InsetRead(.guideInsets, of: guide, root: root, guideInsets))
            case .topLayoutSupport, .bottomLayoutSupport, .keyboard:
                return nil
            }
        default:
            return nil
        }
        // The constants `ItemRect` gives its edges: none, or the inset (0 + inset, as adding
        // a number to an expression works it out).
        var left = 0.0, top = 0.0, width = 0.0, height = 0.0
        if let insets {
            left = left + Double(insets.left)
            top = top + Double(insets.top)
            width = width + Double(-(insets.left + insets.right))
            height = height + Double(-(insets.top + insets.bottom))
        }
        switch plain {
        case .left: return PlainTerms(first: vars.left, firstCoefficient: 1, second: nil, secondCoefficient: 0, constant: left)
        case .right: return PlainTerms(first: vars.left, firstCoefficient: 1, second: vars.width, secondCoefficient: 1, constant: left + width)
        case .leading, .trailing:
            // Read only for these two: the general form reads it for every attribute, to no
            // effect on the others.
            let rightToLeft = owner.isRightToLeft
            if plain == .leading {
                return rightToLeft
                    ? PlainTerms(first: vars.left, firstCoefficient: 1 * -1, second: vars.width, secondCoefficient: 1 * -1, constant: (left + width) * -1)
                    : PlainTerms(first: vars.left, firstCoefficient: 1, second: nil, secondCoefficient: 0, constant: left)
            }
            return rightToLeft
                ? PlainTerms(first: vars.left, firstCoefficient: 1 * -1, second: nil, secondCoefficient: 0, constant: left * -1)
                : PlainTerms(first: vars.left, firstCoefficient: 1, second: vars.width, secondCoefficient: 1, constant: left + width)
        case .top: return PlainTerms(first: vars.top, firstCoefficient: 1, second: nil, secondCoefficient: 0, constant: top)
        case .bottom: return PlainTerms(first: vars.top, firstCoefficient: 1, second: vars.height, secondCoefficient: 1, constant: top + height)
        case .width: return PlainTerms(first: vars.width, firstCoefficient: 1, second: nil, secondCoefficient: 0, constant: width)
        case .height: return PlainTerms(first: vars.height, firstCoefficient: 1, second: nil, secondCoefficient: 0, constant: height)
        case .centerX: return PlainTerms(first: vars.left, firstCoefficient: 1, second: vars.width, secondCoefficient: 1 * 0.5, constant: left + width * 0.5)
        case .centerY: return PlainTerms(first: vars.top, firstCoefficient: 1, second: vars.height, secondCoefficient: 1 * 0.5, constant: top + height * 0.5)
        default: return nil
        }
    }

    /// An item's rectangle as expressions over the solver's variables.
    private struct ItemRect {
        var left: LinearExpression
        var top: LinearExpression
        var width: LinearExpression
        var height: LinearExpression

        func inset(by insets: UIEdgeInsets) -> ItemRect {
            ItemRect(left: left + Double(insets.left), top: top + Double(insets.top),
                     width: width + Double(-(insets.left + insets.right)), height: height + Double(-(insets.top + insets.bottom)))
        }
    }

    private func rect(of vars: LayoutItemVariables) -> ItemRect {
        ItemRect(left: LinearExpression(vars.left), top: LinearExpression(vars.top), width: LinearExpression(vars.width), height: LinearExpression(vars.height))
    }

    /// An attribute of an item as a linear expression over the variables; nil when the item
    /// is not in this engine's tree.
    func expression(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        let (plain, margin) = attribute.withoutMargin
        var itemRect: ItemRect
        var rightToLeft = false
        switch item {
        case let view as UIView:
            guard let vars = variables[ItemKey(view)] else { return nil }
            itemRect = rect(of: vars)
            rightToLeft = view.isRightToLeft
            if margin {
                let margins = view.layoutMargins
                insetReads.append(InsetRead(.margins, of: view, root: root, margins))
                itemRect = itemRect.inset(by: margins)
            }
            if plain == .firstBaseline || plain == .lastBaseline {
                return baseline(of: view, first: plain == .firstBaseline, rect: itemRect)
            }
        case let guide as UILayoutGuide:
            guard let owner = guide.owningView else { return nil }
            rightToLeft = owner.isRightToLeft
            switch guide.kind {
            case .custom:
                guard let vars = variables[ItemKey(guide)] else { return nil }
                itemRect = rect(of: vars)
            case .layoutMargins, .safeArea, .readableContent:
                guard let ownerVars = variables[ItemKey(owner)] else { return nil }
                let guideInsets = guide.insetsInOwner
                insetReads.append(InsetRead(.guideInsets, of: guide, root: root, guideInsets))
                itemRect = rect(of: ownerVars).inset(by: guideInsets)
            case .topLayoutSupport, .bottomLayoutSupport, .keyboard:
                // As tall as the safe area's inset at that edge (the hidden keyboard's guide:
                // its resting height), along the owner's top or bottom.
                guard let ownerVars = variables[ItemKey(owner)] else { return nil }
                itemRect = rect(of: ownerVars)
                let top = guide.kind == .topLayoutSupport
                let guideLength = Self.supportLength(of: guide) ?? 0
                insetReads.append(InsetRead(lengthOf: guide, root: root, guideLength))
                let length = Double(guideLength)
                if !top { itemRect.top = itemRect.top + itemRect.height + -length }
                itemRect.height = LinearExpression(constant: length)
            }
        case let distance as AnchorDistance:
            guard attribute == .width || attribute == .height,
                  let fromItem = distance.from.item, let toItem = distance.to.item,
                  let from = expression(of: fromItem, distance.from.attribute),
                  let to = expression(of: toItem, distance.to.attribute) else { return nil }
            return to - from
        default:
            return nil
        }
        switch plain {
        case .left: return itemRect.left
        case .right: return itemRect.left + itemRect.width
        // Leading and trailing are positions along the reading direction: right to left, they
        // are the right and left edges measured leftwards, so a positive constant still moves
        // toward the trailing side (`leading = superview.leading + 10` is 10 points in from
        // the right), as in UIKit.
        case .leading: return rightToLeft ? (itemRect.left + itemRect.width) * -1 : itemRect.left
        case .trailing: return rightToLeft ? itemRect.left * -1 : itemRect.left + itemRect.width
        case .top: return itemRect.top
        case .bottom, .firstBaseline, .lastBaseline: return itemRect.top + itemRect.height
        case .width: return itemRect.width
        case .height: return itemRect.height
        case .centerX: return itemRect.left + itemRect.width * 0.5
        case .centerY: return itemRect.top + itemRect.height * 0.5
        default: return nil
        }
    }

    /// The height of a top or bottom layout guide: the safe area's inset at its edge (a
    /// hidden keyboard's guide: its resting height); nil for a guide without an owner.
    static func supportLength(of guide: UILayoutGuide) -> CGFloat? {
        guard let owner = guide.owningView else { return nil }
        if guide.kind == .topLayoutSupport { return owner.safeAreaInsets.top }
        return (guide as? UIKeyboardLayoutGuide)?.restingHeight ?? owner.safeAreaInsets.bottom
    }

    /// A view's first or last baseline: its baseline view's text baseline (labels center
    /// their text, so the baseline is a fixed distance from the center), else the bottom.
    private func baseline(of view: UIView, first: Bool, rect itemRect: ItemRect) -> LinearExpression {
        let baselineView = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        var target = itemRect
        if baselineView !== view, let vars = variables[ItemKey(baselineView)] {
            target = rect(of: vars)
        }
        guard let offsets = baselineView.baselineOffsetsFromCenter else { return target.top + target.height }
        return target.top + target.height * 0.5 + Double(first ? offsets.first : offsets.last)
    }
}
