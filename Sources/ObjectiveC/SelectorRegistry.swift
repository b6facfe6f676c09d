import Locking

/// The process-wide table of invokers by selector name and class, filled as selectors are
/// made from method references, so a selector made from a string finds them.
final class SelectorRegistry: Sendable {
    /// The one registry of the process.
    static let shared = SelectorRegistry()

    private let invokers = Locked<[String: [ObjectIdentifier: SelectorInvoker]]>([:])

    /// Records `invoker` under `name` for its class.
    func register(_ invoker: SelectorInvoker, named name: String) {
        invokers.withLock { $0[name, default: [:]][invoker.targetClass] = invoker }
    }

    /// The invoker registered under `name` for `type` or its nearest superclass that has one.
    func invoker(named name: String, for type: AnyClass) -> SelectorInvoker? {
        lookUp(named: name, for: type)?.invoker
    }

    /// The invoker registered under `name` for `type` or its nearest superclass that has one,
    /// with how far up that class is (0 for `type` itself).
    func lookUp(named name: String, for type: AnyClass) -> (invoker: SelectorInvoker, depth: Int)? {
        guard let byClass = invokers.withLock({ $0[name] }) else { return nil }
        for (depth, candidate): (Int, AnyClass) in ClassHierarchy.lineage(of: type).enumerated() {
            if let invoker = byClass[ObjectIdentifier(candidate)] { return (invoker, depth) }
        }
        return nil
    }
}
