import Synchronization

/// The values a trait collection or a trait override set holds, by trait type.
///
/// Views compare their traits with their parent's every time the tree changes, so comparing
/// is kept cheap: each hashable value is boxed for comparison once, when it is set, and every
/// change gives the storage a new identity, so two storages with the same identity (a copy,
/// or a collection merged with nothing) are equal without looking at a value.
package struct TraitStorage: @unchecked Sendable {
    private(set) var values: [ObjectIdentifier: Any] = [:]
    /// The values that are hashable, boxed once for comparisons.
    private var comparable: [ObjectIdentifier: AnyHashable] = [:]
    /// The order traits were set in, so descriptions and comparisons are stable.
    private(set) var order: [ObjectIdentifier] = []
    private(set) var types: [ObjectIdentifier: UITrait] = [:]
    /// Changes with every change of the values; 0 for the empty storage.
    private var identity: UInt64 = 0

    private static let identities = Atomic<UInt64>(0)

    package init() {}

    private mutating func changed() {
        identity = Self.identities.add(1, ordering: .relaxed).newValue
    }

    package func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value? {
        values[ObjectIdentifier(trait)] as? T.Value
    }

    package func contains(_ trait: UITrait) -> Bool {
        values[ObjectIdentifier(trait)] != nil
    }

    package mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value?) {
        let key = ObjectIdentifier(trait)
        if let value {
            if values[key] == nil { order.append(key) }
            values[key] = value
            comparable[key] = value as? AnyHashable
            types[key] = trait
        } else {
            guard values[key] != nil else { return }
            values[key] = nil
            comparable[key] = nil
            types[key] = nil
            order.removeAll { $0 == key }
        }
        changed()
    }

    /// These values, with `other`'s on top.
    package func merging(_ other: TraitStorage) -> TraitStorage {
        if other.order.isEmpty { return self }
        if order.isEmpty { return other }
        var result = self
        for key in other.order {
            if result.values[key] == nil { result.order.append(key) }
            result.values[key] = other.values[key]
            result.comparable[key] = other.comparable[key]
            result.types[key] = other.types[key]
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
        for key in order where !same(key, as: other) {
            if let type = types[key] { changed.append(type) }
        }
        for key in other.order where values[key] == nil {
            if let type = other.types[key] { changed.append(type) }
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
        switch (values[key] != nil, other.values[key] != nil) {
        case (false, false): return true
        case (true, true):
            guard let mine = comparable[key], let theirs = other.comparable[key] else { return false }
            return mine == theirs
        default: return false
        }
    }

    package static func == (lhs: TraitStorage, rhs: TraitStorage) -> Bool {
        lhs.changedTraits(from: rhs).isEmpty
    }
}
