extension View {
    /// Makes `traits` the environment of this view tree, as a window does for its root
    /// view; every view in the tree that sees different traits is told.
    public func apply(traits: TraitCollection) {
        inheritedRootTraits = traits
        updateTraits(from: traits)
    }

    /// Calls `handler` with the view and its previous traits whenever its traits change
    /// (UIKit's `registerForTraitChanges`).
    public func registerForTraitChanges(_ handler: @escaping (View, TraitCollection) -> Void) {
        traitChangeHandlers.append(handler)
    }

    /// Resolves this view's traits from its parent's and passes them down.
    func updateTraits(from parent: TraitCollection) {
        let resolved = traitOverrides.applied(to: parent)
        let previous = hasTraits ? traitCollection : nil
        if resolved != traitCollection || !hasTraits {
            traitCollection = resolved
            hasTraits = true
            if resolved != previous {
                setNeedsLayout()
                invalidateIntrinsicContentSize()
                traitCollectionDidChange(previous)
                if let previous {
                    for handler in traitChangeHandlers { handler(self, previous) }
                }
            }
        }
        for subview in subviews {
            subview.updateTraits(from: resolved)
        }
    }

    /// The text engine for this view tree: the one set on the view or an ancestor (the
    /// renderer sets it on the root), else the process-wide standard one.
    public var typesetter: Typesetter? {
        get { storedTypesetter ?? superview?.typesetter ?? StandardTypesetter.shared }
        set { storedTypesetter = newValue }
    }
}

/// The typesetter over the standard font declaration, made on first use. When its fonts
/// cannot be loaded, labels report `failure` as their text error instead of drawing nothing.
enum StandardTypesetter {
    static let result = Result<Typesetter, FontError> { () throws(FontError) in try Typesetter() }

    static var shared: Typesetter? {
        if case let .success(typesetter) = result { return typesetter }
        return nil
    }

    /// Why there is no standard typesetter, if there is none.
    static var failure: FontError? {
        if case let .failure(error) = result { return error }
        return nil
    }
}
