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
            // The oldest go until half of each is left. The ages and costs alone are sorted
            // (plain numbers; sorting the entries copied every key and value several times),
            // and ages are unique, so one cut-off age names the entries to drop.
            var ages = state.entries.values.map { (lastUse: $0.lastUse, cost: $0.cost) }
            ages.sort { $0.lastUse < $1.lastUse }
            var count = ages.count, totalCost = state.totalCost
            var cutoff: UInt64?
            for age in ages {
                guard count > capacity / 2 || totalCost > maximumCost / 2 else { break }
                count -= 1
                totalCost -= age.cost
                cutoff = age.lastUse
            }
            guard let cutoff else { return }
            state.entries = state.entries.filter { $0.value.lastUse > cutoff }
            state.totalCost = totalCost
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
