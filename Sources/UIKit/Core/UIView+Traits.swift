extension UIView {
    /// Traits this view sets for itself and its subviews (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get {
            var overrides = storedTraitOverrides
            overrides.didChange = nil
            return overrides
        }
        set {
            storedTraitOverrides = newValue
            storedTraitOverrides.didChange = nil
            resolveTraits()
        }
    }

    /// The interface style this view (a window: everything in it) forces on itself and its
    /// subviews; unspecified follows the parent (iOS 13). Since iOS 17 it is the
    /// `userInterfaceStyle` of `traitOverrides`.
    var baseOverrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedTraitOverrides.overriddenUserInterfaceStyle }
        set {
            var overrides = traitOverrides
            overrides.overriddenUserInterfaceStyle = newValue
            traitOverrides = overrides
        }
    }

    /// Calls `handler` with the view and its previous traits whenever one of `traits`
    /// changes (iOS 17's trait registration).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        let registration = TraitChangeRegistration(id: TraitRegistrationCounter.next(), traits: traits) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }

    /// Stops the registration's calls.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        guard let registration = registration as? TraitChangeRegistration else { return }
        traitRegistrations.removeAll { $0.id == registration.id }
    }

    /// Brings the traits up to date now (they are kept up to date as the tree changes).
    func baseUpdateTraitsIfNeeded() {
        resolveTraits()
    }

    /// The traits this view's parent gives it: its view controller's, else its
    /// superview's, else (a view in no tree) those in effect when it was made.
    var inheritedTraits: UITraitCollection {
        if let window = self as? UIWindow { return window.environmentTraits }
        if let controller = owningViewController { return controller.traitsForView }
        if let superview = storedSuperview { return superview.traitCollection }
        return storedTraitCollection.removingOverrides(storedTraitOverrides)
    }

    /// Recomputes the traits from the parent's and the overrides; when they changed, tells
    /// the view (and its registrations), re-resolves its colors, and does the same down the
    /// tree.
    package func resolveTraits() {
        InsetsMemo.somethingMoved()
        let inherited = inheritedTraits
        let overrides = storedTraitOverrides.storage
        // Without overrides the view takes its parent's collection object itself: collections
        // are immutable, and most views of a tree then share one.
        let merged = overrides.order.isEmpty ? inherited : UITraitCollection(storage: inherited.storage.merging(overrides))
        let resolved = limitingContentSizeCategory(of: merged)
        let previous = storedTraitCollection
        let changed = resolved.changedTraits(from: previous)
        let wasResolved = hasResolvedTraits
        hasResolvedTraits = storedSuperview != nil || self is UIWindow || owningViewController != nil
        if !changed.isEmpty {
            storedTraitCollection = resolved
            resolved.performAsCurrent {
                nibTraitInstalls?.install(in: self, traits: resolved)
                traitsDidChange(from: previous)
                updateLayerColors()
                traitCollectionDidChange(previous)
                if wasResolved {
                    for registration in traitRegistrations where registration.matches(changed) {
                        registration.handler(self, previous)
                    }
                }
            }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
        for subview in storedSubviews { subview.resolveTraits() }
        for controller in owningViewController?.children ?? [] where controller.viewIfLoaded?.storedSuperview == nil {
            controller.viewIfLoaded?.resolveTraits()
        }
    }
}

extension UITraitCollection {
    /// The collection without the traits `overrides` sets (back to the defaults).
    func removingOverrides(_ overrides: UITraitOverrides) -> UITraitCollection {
        self
    }
}

/// Numbers registrations so they can be told apart.
enum TraitRegistrationCounter {
    nonisolated(unsafe) private static var last = 0
    private static let lock = NSLock()

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
