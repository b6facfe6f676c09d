extension UIView {
    /// The topmost ancestor (the window, when the view is in one).
    package var rootView: UIView {
        var view = self
        while let superview = view.storedSuperview { view = superview }
        return view
    }

    /// Whether the view is `view` or inside it.
    func baseIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view in this tree (this one included, depth first) with `tag`.
    func baseViewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The nearest view that is this one or an ancestor of both.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        // Both walk up to the same depth, then together until they meet: no set to build.
        func depth(of view: UIView) -> Int {
            var count = 0
            var current = view.storedSuperview
            while let ancestor = current {
                count += 1
                current = ancestor.storedSuperview
            }
            return count
        }
        var first: UIView? = self, second: UIView? = other
        var firstDepth = depth(of: self), secondDepth = depth(of: other)
        while firstDepth > secondDepth {
            first = first?.storedSuperview
            firstDepth -= 1
        }
        while secondDepth > firstDepth {
            second = second?.storedSuperview
            secondDepth -= 1
        }
        while let a = first, let b = second {
            if a === b { return a }
            first = a.storedSuperview
            second = b.storedSuperview
        }
        return nil
    }

    /// Takes the view out of its superview's lists and drops constraints that tie it to the
    /// rest of the tree.
    func detachFromSuperview() {
        guard let superview = storedSuperview else { return }
        var ancestor: UIView? = superview
        while let view = ancestor {
            for constraint in view.installedConstraints where constraint.involves(subtree: self) {
                view.removeConstraint(constraint)
            }
            ancestor = view.storedSuperview
        }
        superview.storedSubviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        storedSuperview = nil
        InsetsMemo.somethingMoved()
    }

    /// Puts `view`'s layer among the superview's sublayers where its place among the
    /// subviews says (other sublayers keep their places). `known` is that place when the
    /// caller has it: searching for it made adding n subviews one after another cost n².
    func syncSublayerOrder(of view: UIView, at known: Int? = nil) {
        // Loops, not closures: a main-actor closure handed to the standard library checks its
        // executor at run time on every call.
        var found: Int?
        if let known, storedSubviews.indices.contains(known), storedSubviews[known] === view {
            found = known
        } else {
            for (index, subview) in storedSubviews.enumerated() where subview === view {
                found = index
                break
            }
        }
        guard let index = found else { return }
        view.layer.removeFromSuperlayer()
        var next: UIView?
        for subview in storedSubviews[(index + 1)...] where subview.layer.superlayer === layer {
            next = subview
            break
        }
        if let next {
            layer.insertSublayer(view.layer, below: next.layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    func notifyWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        for subview in storedSubviews { subview.notifyWillMove(toWindow: window) }
    }

    func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in storedSubviews { subview.notifyDidMoveToWindow() }
    }

    /// Whether this view's subtree is solved by its own engine: a host whose frame is set
    /// in code and whose edge no constraint crosses (as the enclosing engine last found).
    var isLayoutIsland: Bool {
        hostsOwnLayoutEngine && layoutIslandIsClosed && translatesAutoresizingMaskIntoConstraints && storedSuperview != nil
    }

    /// The view whose engine solves this view's constraints: the nearest layout island
    /// (this view or an ancestor), else the root.
    package var engineHost: UIView {
        var view = self
        while let superview = view.storedSuperview {
            if view.isLayoutIsland { return view }
            view = superview
        }
        return view
    }

    /// Marks the layout engine that solves this view as needing a solve: the nearest
    /// island's (its host then asks for layout, and a change to the host itself concerns
    /// the enclosing engine too), else the root's. A host not yet found closed has its
    /// engine marked as well as the enclosing one, so that engine is up to date when it is.
    ///
    /// `change` names what changed when it is a constant or an intrinsic size: an engine may
    /// then bring just that into its solver at its next solve (`AutoLayoutEngine.noteChange`).
    func markEngineDirty(_ change: EngineChange? = nil) {
        var view = self
        while let superview = view.storedSuperview {
            if view.isLayoutIsland {
                view.autoLayoutEngine?.noteChange(change)
                view.setNeedsLayout()
                if view === self { superview.markEngineDirty() }
                return
            }
            if view.hostsOwnLayoutEngine { view.autoLayoutEngine?.noteChange(change) }
            view = superview
        }
        view.autoLayoutEngine?.noteChange(change)
    }

    /// The frame, center or transform changed: the engine reads them for views laid out in
    /// code and for the root (the frames of constraint-based views are its output). A view
    /// the engine has no variables for (no constraint names it or a view inside it) changes
    /// nothing it solves: a table's separators and backgrounds move without a solve. A
    /// host's own engine reads its size; one already dirty keeps its pending fit, which
    /// placing compares with the host's size.
    func frameInputDidChange() {
        InsetsMemo.somethingMoved()
        guard translatesAutoresizingMaskIntoConstraints || storedSuperview == nil else { return }
        if hostsOwnLayoutEngine, storedSuperview != nil, let engine = autoLayoutEngine, !engine.isDirty { engine.isDirty = true }
        let enclosing = isLayoutIsland ? storedSuperview?.engineHost : engineHost
        guard let host = enclosing, let engine = host.autoLayoutEngine, !engine.isDirty else { return }
        if host === self || engine.hasVariables(for: self) { engine.isDirty = true }
    }

    /// The engines that lay out this tree: the root's and those of the layout islands in
    /// it, in tree order.
    package func layoutEnginesInTree() -> [AutoLayoutEngine] {
        var engines: [AutoLayoutEngine] = []
        if let engine = autoLayoutEngine { engines.append(engine) }
        func visit(_ view: UIView) {
            for subview in view.storedSubviews {
                if subview.isLayoutIsland, let engine = subview.autoLayoutEngine { engines.append(engine) }
                visit(subview)
            }
        }
        visit(self)
        return engines
    }

    /// A constraint kept by this view changed. `change` is `.constant(c)` when only the
    /// constant of `c` moved: an engine that has it installed and has seen no other change
    /// since its last solve then moves that constant alone instead of walking the tree
    /// (`AutoLayoutEngine.noteChange`).
    func constraintsDidChange(_ change: EngineChange? = nil) {
        markEngineDirty(change)
        setNeedsLayout()
    }

    /// The class name without its module (made once per class: the runtime is slow to
    /// spell type names, and layout reports ask for them on every solve).
    package var typeName: String {
        let key = ObjectIdentifier(type(of: self))
        if let known = UIView.typeNames[key] { return known }
        let name = TypeName.of(type(of: self))
        UIView.typeNames[key] = name
        return name
    }

    /// `typeName` by class.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    /// A name for reports: the class, with the accessibility identifier when there is one.
    package var layoutItemName: String {
        accessibilityIdentifier.map { "\(typeName)(\($0))" } ?? typeName
    }

    /// Where the view is in its tree, e.g. `UIView > UIStackView[0] > UILabel[1]`.
    package var hierarchyPath: String {
        // Spelt root first into one string (design checks ask for it on every render).
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current {
            chain.append(view)
            current = view.storedSuperview
        }
        var path = ""
        for view in chain.reversed() {
            if !path.isEmpty { path += " > " }
            path += view.layoutItemName
            if let parent = view.storedSuperview, let index = parent.storedSubviews.firstIndex(where: { $0 === view }) {
                path += "["
                path += String(index)
                path += "]"
            }
        }
        return path
    }

    /// Whether the view or one of its ancestors is hidden (it shows nothing, so its frame
    /// matters to no one).
    var isHiddenInTree: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden { return true }
            current = view.storedSuperview
        }
        return false
    }

    /// Whether the view lays out right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The direction the view lays out in: its semantic attribute, else its traits'.
    var baseEffectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The direction for `attribute` under the view's traits.
    static func baseUserInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    func layoutMarginsChanged() {
        InsetsMemo.somethingMoved()
        markEngineDirty()
        setNeedsLayout()
        layoutMarginsDidChange()
    }

    func inheritedTintDidChange() {
        guard storedTintColor == nil else { return }
        tintColorDidChange()
        for subview in storedSubviews { subview.inheritedTintDidChange() }
    }

    /// Resolves the view's dynamic colors into its layer for its traits (and those of its
    /// subtree).
    package func updateLayerColors() {
        layer.backgroundColor = storedBackgroundColor?.cgColor(in: traitCollection, tint: tintColor)
    }

    /// Runs `body` for this view and every descendant, parents first.
    package func forEachInTree(_ body: (UIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.forEachInTree(body) }
    }
}

extension UIView {
    /// Whether every constraint kept in this subtree relates only views inside it (this
    /// view included): the inner half of a layout island's test.
    func constraintsStayInside() -> Bool {
        func inside(_ item: AnyObject?) -> Bool {
            guard let item else { return true }
            return NSLayoutConstraint.view(of: item)?.isDescendant(of: self) ?? true
        }
        func check(_ view: UIView) -> Bool {
            for constraint in view.installedConstraints where !inside(constraint.firstItem) || !inside(constraint.secondItem) {
                return false
            }
            for subview in view.storedSubviews where !check(subview) { return false }
            return true
        }
        return check(self)
    }
}

extension NSLayoutConstraint {
    /// Whether an item of the constraint is `view` or inside it.
    func involves(subtree view: UIView) -> Bool {
        [firstItem, secondItem].compactMap { $0 }.contains { item in
            NSLayoutConstraint.view(of: item)?.isDescendant(of: view) ?? false
        }
    }
}
