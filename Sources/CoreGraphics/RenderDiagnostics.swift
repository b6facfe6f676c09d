import Locking

/// What one render noticed, owned by that render: messages about what it could not show as
/// iOS would, and records of what it drew (the text layouts, for its fonts and missing
/// glyphs). The render makes one, runs its work inside `collect(_:)`, and reads it after.
/// Code below reports to the one open on its task or thread (`current`); reports made
/// outside any render reach no one, so one render never sees another's.
package final class RenderDiagnostics: Sendable {
    /// The diagnostics of the render running on this task or thread, if any.
    @TaskLocal package static var current: RenderDiagnostics?

    private struct State {
        var issues: [String] = []
        var records: [any Sendable] = []
        var attachments: [ObjectIdentifier: any Sendable] = [:]
    }

    private let state = Locked(State())

    package init() {}

    /// Runs `body` with these diagnostics as the current ones.
    package func collect<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self) { try body() }
    }

    /// Adds a message: what could not be shown as iOS would and what to do about it.
    package func report(_ message: String) {
        state.withLock { $0.issues.append(message) }
    }

    /// Adds a record of something drawn.
    package func record(_ value: some Sendable) {
        state.withLock { $0.records.append(value) }
    }

    /// The render's one value of type `Value`, made by `make` the first time it is asked for
    /// (state a subsystem keeps for the whole render, found without scanning the records).
    package func attachment<Value: Sendable>(_ type: Value.Type, make: () -> Value) -> Value {
        state.withLock { state in
            if let found = state.attachments[ObjectIdentifier(type)] as? Value { return found }
            let made = make()
            state.attachments[ObjectIdentifier(type)] = made
            return made
        }
    }

    /// The messages, in the order they were reported.
    package var issues: [String] {
        state.withLock { $0.issues }
    }

    /// The records of type `type`, in the order they were made.
    package func records<Record>(of type: Record.Type) -> [Record] {
        state.withLock { $0.records.compactMap { $0 as? Record } }
    }
}
