import Locking

/// A thread-safe cache that keeps at most `capacity` entries and at most `maximumCost` in
/// all (each entry costs what its insertion says), evicting the least recently used until
/// half of each is left when either is exceeded.
final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var lastUse: UInt64
        var cost: Int
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        var totalCost = 0
    }

    private let state = Locked(State())
    let capacity: Int
    let maximumCost: Int

    init(capacity: Int, maximumCost: Int = .max) {
        self.capacity = max(capacity, 2)
        self.maximumCost = max(maximumCost, 2)
    }

    subscript(key: Key) -> Value? {
        state.withLock { state in
            state.clock += 1
            guard let index = state.entries.index(forKey: key) else { return nil }
            state.entries.values[index].lastUse = state.clock
            return state.entries.values[index].value
        }
    }

    /// Keeps `value` for `key`, costing `cost` (at least 0).
    func insert(_ value: Value, for key: Key, cost: Int = 1) {
        state.withLock { state in
            state.clock += 1
            let cost = max(cost, 0)
            if let replaced = state.entries.updateValue(Entry(value: value, lastUse: state.clock, cost: cost), forKey: key) {
                state.totalCost -= replaced.cost
            }
            state.totalCost += cost
            guard state.entries.count > capacity || state.totalCost > maximumCost else { return }
            let byAge = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }
            for (key, entry) in byAge where state.entries.count > capacity / 2 || state.totalCost > maximumCost / 2 {
                state.entries.removeValue(forKey: key)
                state.totalCost -= entry.cost
            }
        }
    }

    /// How many entries are kept, and their total cost.
    var usage: (count: Int, cost: Int) {
        state.withLock { ($0.entries.count, $0.totalCost) }
    }

    func removeAll() {
        state.withLock { $0 = State() }
    }
}
