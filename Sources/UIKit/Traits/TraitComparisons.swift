import Synchronization

/// The trait storages compared lately and what differed between them. A storage's identity
/// changes with every change of its values, so the result for two identities never goes
/// stale; the memory is bounded by forgetting everything once it holds `capacity` pairs.
enum TraitComparisons {
    /// The identities of the storage compared from and the one compared.
    struct Pair: Hashable {
        let from: UInt64
        let to: UInt64
    }

    /// Box for the results, so the table can live in a `Mutex` (trait types are metatypes,
    /// which are safe to share).
    private struct Table: @unchecked Sendable {
        var results: [Pair: [UITrait]] = [:]
    }

    static let capacity = 512
    private static let table = Mutex(Table())

    /// What differed between the pair's storages, when they were compared before.
    static func known(_ pair: Pair) -> [UITrait]? {
        table.withLock { $0.results[pair] }
    }

    /// Notes what differed between the pair's storages.
    static func remember(_ changed: [UITrait], for pair: Pair) {
        table.withLock { table in
            if table.results.count >= capacity { table.results.removeAll(keepingCapacity: true) }
            table.results[pair] = changed
        }
    }
}
