import Synchronization

/// The values a trait collection or a trait override set holds, by trait type.
///
/// Views compare their traits with their parent's every time the tree changes, so comparing
/// is kept cheap: each hashable value is boxed for comparison once, when it is set, and every
/// change gives the storage a new identity, so two storages with the same identity (a copy,
/// or a collection merged with nothing) are equal without looking at a value.
package struct TraitStorage: @unchecked Sendable {
    // A storage holds a handful of traits, so its entries are parallel arrays in the order
    // the traits were set, found by a linear search on the trait's identity: cheaper than
    // hashing for every lookup of a layout direction or interface style.

    /// The traits' identities, in the order they were set (descriptions and comparisons are
    /// stable).
    private(set) var order: [ObjectIdentifier] = []
    /// Each value in a `TraitValueBox` of its trait's value type.
    private var boxes: [AnyObject] = []
    /// The values that are hashable, boxed once for comparisons.
    private var comparable: [AnyHashable?] = []
    private var types: [UITrait] = []
    /// Changes with every change of the values; 0 for the empty storage.
    private var identity: UInt64 = 0

    private static let identities = Atomic<UInt64>(0)

    package init() {}

    private mutating func changed() {
        identity = Self.identities.add(1, ordering: .relaxed).newValue
    }

    private func index(of key: ObjectIdentifier) -> Int? {
        order.firstIndex(of: key)
    }

    package func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value? {
        guard let index = index(of: ObjectIdentifier(trait)) else { return nil }
        return (boxes[index] as? TraitValueBox<T.Value>)?.value
    }

    package func contains(_ trait: UITrait) -> Bool {
        index(of: ObjectIdentifier(trait)) != nil
    }

    package mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value?) {
        let key = ObjectIdentifier(trait)
        if let value {
            put(key, box: TraitValueBox(value), comparable: value as? AnyHashable, type: trait)
        } else {
            guard let index = index(of: key) else { return }
            order.remove(at: index)
            boxes.remove(at: index)
            comparable.remove(at: index)
            types.remove(at: index)
        }
        changed()
    }

    /// Sets the entry for `key`, in place if the trait is already set, else last.
    private mutating func put(_ key: ObjectIdentifier, box: AnyObject, comparable value: AnyHashable?, type: UITrait) {
        if let index = index(of: key) {
            boxes[index] = box
            comparable[index] = value
            types[index] = type
        } else {
            order.append(key)
            boxes.append(box)
            comparable.append(value)
            types.append(type)
        }
    }

    /// These values, with `other`'s on top.
    package func merging(_ other: TraitStorage) -> TraitStorage {
        if other.order.isEmpty { return self }
        if order.isEmpty { return other }
        var result = self
        for (index, key) in other.order.enumerated() {
            result.put(key, box: other.boxes[index], comparable: other.comparable[index], type: other.types[index])
        }
        result.changed()
        return result
    }

    /// The traits whose values differ between the two: those set in this storage in the
    /// order they were set, then those only `other` sets.
    package func changedTraits(from other: TraitStorage) -> [UITrait] {
        if identity == other.identity { return [] }
        // Storages never change under an identity, so a comparison made once holds. Every
        // view of a new subtree compares the same two storages (the traits it was made under
        // and its window's) when the subtree joins a window.
        let pair = TraitComparisons.Pair(from: other.identity, to: identity)
        if let known = TraitComparisons.known(pair) { return known }
        let changed = comparedTraits(from: other)
        TraitComparisons.remember(changed, for: pair)
        return changed
    }

    /// `changedTraits(from:)`, found by comparing every value.
    private func comparedTraits(from other: TraitStorage) -> [UITrait] {
        var changed: [UITrait] = []
        for (index, key) in order.enumerated() where !same(key, as: other) {
            changed.append(types[index])
        }
        for (index, key) in other.order.enumerated() where self.index(of: key) == nil {
            changed.append(other.types[index])
        }
        return changed
    }

    /// Whether every trait `other` sets has the same value here.
    package func contains(_ other: TraitStorage) -> Bool {
        identity == other.identity || other.order.allSatisfy { same($0, as: other) }
    }

    /// Whether the trait `key` has the same value here as in `other` (values that cannot be
    /// compared count as equal only when both are missing).
    private func same(_ key: ObjectIdentifier, as other: TraitStorage) -> Bool {
        switch (index(of: key), other.index(of: key)) {
        case (nil, nil): return true
        case let (mine?, theirs?):
            guard let mine = comparable[mine], let theirs = other.comparable[theirs] else { return false }
            return mine == theirs
        default: return false
        }
    }

    package static func == (lhs: TraitStorage, rhs: TraitStorage) -> Bool {
        lhs.changedTraits(from: rhs).isEmpty
    }
}
