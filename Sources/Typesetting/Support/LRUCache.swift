import Synchronization

/// A thread-safe cache that keeps at most `capacity` entries, evicting the least recently
/// used half when full.
final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 2)
    }

    subscript(key: Key) -> Value? {
        state.withLock { state in
            state.clock += 1
            guard let index = state.entries.index(forKey: key) else { return nil }
            state.entries.values[index].lastUse = state.clock
            return state.entries.values[index].value
        }
    }

    func insert(_ value: Value, for key: Key) {
        state.withLock { state in
            state.clock += 1
            state.entries[key] = Entry(value: value, lastUse: state.clock)
            if state.entries.count > capacity {
                let byAge = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }
                for (key, _) in byAge.prefix(state.entries.count - capacity / 2) {
                    state.entries.removeValue(forKey: key)
                }
            }
        }
    }

    func removeAll() {
        state.withLock { $0 = State() }
    }

}
