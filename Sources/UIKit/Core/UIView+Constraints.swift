extension UIView {
    /// The guide following the bounds less `layoutMargins`.
    var baseLayoutMarginsGuide: UILayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        let guide = UILayoutGuide(kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
        guide.owningView = self
        storedMarginsGuide = guide
        return guide
    }

    /// The guide following the bounds less `safeAreaInsets`.
    var baseSafeAreaLayoutGuide: UILayoutGuide {
        if let guide = storedSafeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
        guide.owningView = self
        storedSafeAreaGuide = guide
        return guide
    }

    /// The margins guide, narrowed to a comfortable reading width where the view is wide.
    var baseReadableContentGuide: UILayoutGuide {
        if let guide = storedReadableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, identifier: "UIViewReadableContentGuide")
        guide.owningView = self
        storedReadableGuide = guide
        return guide
    }

    /// Adds a guide that constraints can place.
    func baseAddLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        storedLayoutGuides.append(layoutGuide)
        constraintsDidChange()
    }

    /// Removes a guide added with `addLayoutGuide(_:)` (and the constraints on it).
    func baseRemoveLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        for constraint in installedConstraints where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
            removeConstraint(constraint)
        }
        storedLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        constraintsDidChange()
    }

    // MARK: Content priorities

    /// How strongly the view resists growing past its intrinsic size along `axis` (250 by
    /// default; labels and image views too, unless built in Interface Builder).
    func baseContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis]
    }

    func baseSetContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard huggingPriorities[axis] != priority else { return }
        huggingPriorities[axis] = priority
        markEngineDirty()
        storedSuperview?.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750
    /// by default).
    func baseContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis]
    }

    func baseSetContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard compressionResistancePriorities[axis] != priority else { return }
        compressionResistancePriorities[axis] = priority
        markEngineDirty()
        storedSuperview?.setNeedsLayout()
    }

    // MARK: Alignment rectangles

    /// The alignment rectangle (what constraints place) of a frame.
    func baseAlignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame around an alignment rectangle.
    func baseFrame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    // MARK: Debugging

    /// Whether the constraints leave this view's frame undecided.
    var baseHasAmbiguousLayout: Bool {
        rootView.layoutIfNeeded()
        return engineHost.autoLayoutEngine?.ambiguousViews().contains { $0 === self } ?? false
    }

    /// Moves an ambiguous view to another of its possible frames (a debugging aid; here a
    /// report of the ambiguity).
    func baseExerciseAmbiguityInLayout() {
        if hasAmbiguousLayout {
            RenderIssues.report("\(hierarchyPath) has an ambiguous layout: its constraints do not decide its frame \(frame.layoutDescription).")
        }
    }

    /// The constraints that affect the view's position or size along `axis`.
    func baseConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var current: UIView? = self
        while let view = current {
            for constraint in view.installedConstraints where constraint.firstAttribute.axis == axis {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                if items.contains(where: { $0 === self || ($0 as? UILayoutGuide)?.owningView === self }) { result.append(constraint) }
            }
            current = view.storedSuperview
        }
        return result
    }

    /// What the last layout of this view's tree reported: required constraints that could
    /// not be satisfied (with the one broken), engine errors, and views whose frames the
    /// constraints leave undecided.
    package func layoutReports() -> [String] {
        let root = rootView
        root.layoutIfNeeded()
        var reports: [String] = []
        for engine in root.layoutEnginesInTree() {
            reports += engine.conflicts + engine.internalErrors
            for view in engine.ambiguousViews() {
                reports.append("\(view.hierarchyPath) has an ambiguous layout: its constraints do not decide its frame \(view.frame.layoutDescription).")
            }
        }
        return reports
    }

    /// Whether any view in this tree keeps constraints or is laid out by them.
    package var treeUsesConstraints: Bool {
        if !installedConstraints.isEmpty || !storedLayoutGuides.isEmpty { return true }
        return storedSubviews.contains { $0.treeUsesConstraints || !$0.translatesAutoresizingMaskIntoConstraints }
    }
}
