extension View {
    public var layoutItemName: String { accessibilityIdentifier.map { "\(typeName)(\($0))" } ?? typeName }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    /// The guide following the bounds less `layoutMargins`.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        let guide = LayoutGuide(kind: .layoutMargins, identifier: "layoutMarginsGuide")
        guide.owningView = self
        storedMarginsGuide = guide
        return guide
    }

    /// The guide following the bounds less `safeAreaInsets`.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = storedSafeAreaGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea, identifier: "safeAreaLayoutGuide")
        guide.owningView = self
        storedSafeAreaGuide = guide
        return guide
    }

    /// The area not covered by bars: the superview's safe area where it overlaps this view,
    /// plus `additionalSafeAreaInsets`.
    public var safeAreaInsets: EdgeInsets {
        var insets = additionalSafeAreaInsets
        if let superview {
            let parent = superview.safeAreaInsets
            let inParent = Rect(x: frame.minX - superview.bounds.minX, y: frame.minY - superview.bounds.minY, width: frame.width, height: frame.height)
            insets.top += max(0, parent.top - inParent.minY)
            insets.left += max(0, parent.left - inParent.minX)
            insets.bottom += max(0, parent.bottom - (superview.bounds.height - inParent.maxY))
            insets.right += max(0, parent.right - (superview.bounds.width - inParent.maxX))
        }
        return insets
    }

    /// Whether the view's frame is set in code rather than by constraints: it translates
    /// its frame into constraints, or a stack view arranges it (stack views lay out their
    /// arranged views themselves, whatever their `translatesAutoresizingMaskIntoConstraints`).
    var usesFrameLayout: Bool {
        if translatesAutoresizingMaskIntoConstraints { return true }
        guard let stack = superview as? StackView else { return false }
        return stack.arrangedSubviews.contains { $0 === self }
    }

    /// The active constraints this view keeps.
    public var constraints: [LayoutConstraint] { installedConstraints }

    /// Keeps `constraint` on this view (activating it). Prefer `isActive` and
    /// `LayoutConstraint.activate`, which find the right view.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.owner == nil else { return }
        constraint.owner = self
        installedConstraints.append(constraint)
        constraintsDidChange()
    }

    /// Removes `constraint` (deactivating it).
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.owner === self else { return }
        installedConstraints.removeAll { $0 === constraint }
        constraint.owner = nil
        constraintsDidChange()
    }

    /// Adds a guide that constraints can place.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView = self
        layoutGuides.append(guide)
        constraintsDidChange()
    }

    /// The nearest view that is this one or an ancestor of both.
    func nearestCommonAncestor(with other: View) -> View? {
        var ancestors: Set<ObjectIdentifier> = []
        var current: View? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// The topmost ancestor.
    var rootView: View {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    func constraintsDidChange() {
        setNeedsLayout()
    }

    /// Whether any view in this tree keeps constraints or is laid out by them.
    var treeUsesConstraints: Bool {
        if !installedConstraints.isEmpty || !layoutGuides.isEmpty { return true }
        return subviews.contains { $0.treeUsesConstraints || !$0.usesFrameLayout }
    }

    /// Solves the tree's constraints when something changed (called on the root).
    func solveConstraintsIfNeeded() {
        if autoLayoutEngine == nil {
            guard treeUsesConstraints else { return }
            autoLayoutEngine = AutoLayoutEngine(root: self)
        }
        guard let engine = autoLayoutEngine, engine.isDirty else { return }
        engine.solve()
        engine.apply()
    }

    /// The smallest size the constraints allow, a dimension fixed where `fixed` gives one
    /// (UIKit's `systemLayoutSizeFitting` with the compressed size); `nil` when the tree has
    /// no constraints.
    public func systemLayoutSizeFitting(width: Double? = nil, height: Double? = nil) -> Size? {
        let root = rootView
        guard root === self, treeUsesConstraints else { return nil }
        let engine = autoLayoutEngine ?? AutoLayoutEngine(root: self)
        autoLayoutEngine = engine
        engine.solve(rootSize: .fitting(width: width, height: height))
        let size = engine.rootSolution
        engine.isDirty = true
        return Size(width: ceilToPixels(size.width), height: ceilToPixels(size.height))
    }

    /// Whether the constraints leave this view's frame undecided (UIKit's
    /// `hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool {
        let root = rootView
        root.layoutIfNeeded()
        return root.autoLayoutEngine?.ambiguousViews().contains { $0 === self } ?? false
    }

    /// Reports of the last solve: conflicting constraints and ambiguous views.
    public func layoutReports() -> [String] {
        let root = rootView
        guard let engine = root.autoLayoutEngine else { return [] }
        root.layoutIfNeeded()
        var reports = engine.conflicts + engine.internalErrors
        for view in engine.ambiguousViews() {
            reports.append("\(view.hierarchyPath) has an ambiguous layout: its constraints do not decide its frame \(view.frame).")
        }
        return reports
    }
}

extension LayoutConstraint {
    /// Whether an item of the constraint is `view` or inside it.
    func involves(subtree view: View) -> Bool {
        [firstItem, secondItem].compactMap { $0 }.contains { item in
            LayoutConstraint.view(of: item)?.isDescendant(of: view) ?? false
        }
    }
}
