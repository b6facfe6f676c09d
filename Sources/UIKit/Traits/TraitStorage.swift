/// The values a trait collection or a trait override set holds, by trait type.
package struct TraitStorage: @unchecked Sendable {
    private(set) var values: [ObjectIdentifier: Any] = [:]
    /// The order traits were set in, so descriptions and comparisons are stable.
    private(set) var order: [ObjectIdentifier] = []
    private(set) var types: [ObjectIdentifier: UITrait] = [:]

    package init() {}

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
            types[key] = trait
        } else {
            values[key] = nil
            types[key] = nil
            order.removeAll { $0 == key }
        }
    }

    /// These values, with `other`'s on top.
    package func merging(_ other: TraitStorage) -> TraitStorage {
        var result = self
        for key in other.order {
            if result.values[key] == nil { result.order.append(key) }
            result.values[key] = other.values[key]
            result.types[key] = other.types[key]
        }
        return result
    }

    /// The traits whose values differ between the two.
    package func changedTraits(from other: TraitStorage) -> [UITrait] {
        let keys = Set(order).union(other.order)
        return keys.compactMap { key in
            Self.equal(values[key], other.values[key]) ? nil : (types[key] ?? other.types[key])
        }
    }

    /// Whether every trait `other` sets has the same value here.
    package func contains(_ other: TraitStorage) -> Bool {
        other.order.allSatisfy { Self.equal(values[$0], other.values[$0]) }
    }

    /// Whether two stored values are equal (values that cannot be compared count as equal
    /// only when both are missing).
    static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?):
            if let x = x as? AnyHashable, let y = y as? AnyHashable { return x == y }
            return false
        default: return false
        }
    }

    package static func == (lhs: TraitStorage, rhs: TraitStorage) -> Bool {
        lhs.changedTraits(from: rhs).isEmpty
    }
}
