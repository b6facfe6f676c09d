/// An object's identity as the solver and the engine key their tables by it (variables,
/// constraints, views, guides): `ObjectIdentifier` with a cheaper hash. The standard library hashes an
/// `ObjectIdentifier` through SipHash, about a hundred instructions a lookup, and a first
/// solve of a 100-view screen looks up thousands: a tenth of it was hashing. Addresses need
/// no protection from chosen collisions, so one multiply-and-shift mix of the address and
/// the table's seed does (`SolverVariable` and `SolverConstraint` hash themselves with it too).
struct ItemKey: Hashable {
    let id: ObjectIdentifier

    init(_ object: AnyObject) {
        id = ObjectIdentifier(object)
    }

    static func == (lhs: ItemKey, rhs: ItemKey) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    func _rawHashValue(seed: Int) -> Int {
        var bits = UInt64(UInt(bitPattern: id)) ^ UInt64(UInt(bitPattern: seed))
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: bits ^ (bits >> 31))
    }
}
