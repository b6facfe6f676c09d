import Locking

/// What the loading of a document read of it: the elements it used (asked for by name or
/// key) and the attributes it read, by the elements' document-order `index`. A loading
/// records into the usage current on its task or thread (`recording(_:)`); what no loading
/// read is what the product does not apply, which the loader names.
package final class IBUsage: Sendable {
    /// The usage reads are recorded in, on this task or thread; nil outside a loading.
    @TaskLocal package static var current: IBUsage?

    private struct State {
        var used: Set<Int> = []
        var read: [Int: Set<String>] = [:]
        /// In the order made, and as a set for lookups.
        var made: [Int] = []
        var madeSet: Set<Int> = []
    }

    private let state = Locked(State())

    package init() {}

    /// Runs `body` with this usage as the current one.
    package func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self) { try body() }
    }

    /// Notes that the loading used `element` (found it by name or key).
    package func use(_ element: IBElement) {
        state.withLock { _ = $0.used.insert(element.index) }
    }

    /// Notes that the loading read attribute `name` of `element`.
    package func read(_ name: String, of element: IBElement) {
        state.withLock { state in
            state.used.insert(element.index)
            state.read[element.index, default: []].insert(name)
        }
    }

    /// Notes that the loading made an object of `element` (a view, a controller).
    package func made(_ element: IBElement) {
        state.withLock { state in
            state.used.insert(element.index)
            if state.madeSet.insert(element.index).inserted { state.made.append(element.index) }
        }
    }

    /// Whether the loading used `element`.
    package func isUsed(_ element: IBElement) -> Bool {
        state.withLock { $0.used.contains(element.index) }
    }

    /// Whether the loading made an object of `element`.
    package func isMade(_ element: IBElement) -> Bool {
        state.withLock { $0.madeSet.contains(element.index) }
    }

    /// The indexes of the elements objects were made of, in the order they were made.
    package var madeIndexes: [Int] {
        state.withLock { $0.made }
    }

    /// The attributes of `element` the loading did not read, sorted by name.
    package func unread(of element: IBElement) -> [String] {
        let read = state.withLock { $0.read[element.index] ?? [] }
        return element.attributes.keys.filter { !read.contains($0) }.sorted()
    }
}
