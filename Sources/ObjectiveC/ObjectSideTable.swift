import Locking

/// Values attached to objects from outside, by object identity, each entry holding its owner
/// weakly: when the owner is gone its values are too, even if a new object later gets the
/// same address. Thread-safe. Associated objects, `@NSManaged` storage and timers' user info
/// live in side tables.
final class ObjectSideTable<Key: Hashable & Sendable>: Sendable {
    private final class Entry: @unchecked Sendable {
        weak var owner: AnyObject?
        var values: [Key: Any] = [:]

        init(owner: AnyObject) {
            self.owner = owner
        }
    }

    private struct Table: @unchecked Sendable {
        var entries: [ObjectIdentifier: Entry] = [:]
        var sweepThreshold = 64
    }

    private let table = Locked(Table())

    init() {}

    /// The value stored under `key` for `owner`.
    func value(for owner: AnyObject, key: Key) -> Any? {
        table.withLock { table in
            guard let entry = table.entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
            return entry.values[key]
        }
    }

    /// Stores `value` under `key` for `owner`, or removes the key when `value` is `nil`.
    func setValue(_ value: Any?, for owner: AnyObject, key: Key) {
        let released: [Any] = table.withLock { table in
            var released: [Any] = []
            let id = ObjectIdentifier(owner)
            let entry: Entry
            if let existing = table.entries[id], existing.owner === owner {
                entry = existing
            } else {
                if let stale = table.entries[id] { released.append(stale.values) }
                entry = Entry(owner: owner)
                table.entries[id] = entry
            }
            if let old = entry.values[key] { released.append(old) }
            entry.values[key] = value
            if entry.values.isEmpty { table.entries[id] = nil }
            if table.entries.count >= table.sweepThreshold {
                released.append(contentsOf: Self.sweep(&table))
            }
            return released
        }
        _ = released  // old values are released here, outside the lock: their deinit may call back in
    }

    /// Removes every value stored for `owner`.
    func removeAll(for owner: AnyObject) {
        let released: Entry? = table.withLock { $0.entries.removeValue(forKey: ObjectIdentifier(owner)) }
        _ = released
    }

    /// Drops the entries whose owner is gone; returns their values to release outside the lock.
    private static func sweep(_ table: inout Table) -> [Any] {
        var released: [Any] = []
        for (id, entry) in table.entries where entry.owner == nil {
            released.append(entry.values)
            table.entries[id] = nil
        }
        table.sweepThreshold = max(64, table.entries.count * 2)
        return released
    }
}
