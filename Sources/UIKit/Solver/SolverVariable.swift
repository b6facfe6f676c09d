/// A variable the solver finds a value for (a view's left edge, say).
final class SolverVariable: Hashable, CustomStringConvertible {
    /// How the name is spelled: given whole, or put together only when asked for. Names are
    /// for reports and for ordering probes; a first solve makes four variables a view, and
    /// spelling each name then cost more than the solver's work on some of them.
    private enum Naming {
        case text(String)
        /// A prefix (the item's name, made once per item) and a fixed suffix.
        case suffixed(String, StaticString)
        case deferred(() -> String)
    }

    private let naming: Naming
    @exclusivity(unchecked) var value: Double = 0

    init(_ name: String) {
        naming = .text(name)
    }

    /// `prefix + suffix`, joined when the name is first read (the text is the same).
    init(_ prefix: String, suffix: StaticString) {
        naming = .suffixed(prefix, suffix)
    }

    /// A name spelled by `name` whenever it is read: `name` must give the same text every
    /// time.
    init(naming name: @escaping () -> String) {
        naming = .deferred(name)
    }

    var name: String {
        switch naming {
        case let .text(text): return text
        case let .suffixed(prefix, suffix): return prefix + suffix.description
        case let .deferred(make): return make()
        }
    }

    static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The hash the solver's and the engine's tables use: the variable's address mixed with
    /// the table's seed by a few multiplies and shifts (a 64-bit finalizer), instead of a full
    /// `Hasher` round for every lookup. Variables are looked up tens of times per constraint
    /// on a first solve, and identity is all they hash, so a strong mix of the one word is
    /// enough to spread them over the buckets.
    func _rawHashValue(seed: Int) -> Int {
        ItemKey(self)._rawHashValue(seed: seed)
    }
    var description: String { name }
}
