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
    var description: String { name }
}
