/// Traits a view or view controller sets for itself and what it contains, UIKit's
/// `UITraitOverrides` (iOS 17's `traitOverrides`).
public struct UITraitOverrides: UIMutableTraits {
    package var storage = TraitStorage()
    /// Told when the overrides change (the owner updates its traits).
    package var didChange: (() -> Void)?

    package init() {}

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { storage.value(trait) ?? T.defaultValue }
        set {
            storage.set(trait, newValue)
            didChange?()
        }
    }

    /// Whether the trait is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        storage.contains(trait)
    }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) {
        func clear<T: UITraitDefinition>(_ type: T.Type) { storage.set(type, nil) }
        clear(trait)
        didChange?()
    }
}
