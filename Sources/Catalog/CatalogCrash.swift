/// A variant that stopped the process rendering it: its code trapped (`fatalError`, a force
/// unwrap of `nil`, an index out of range, a failed `precondition`) while it was built, laid
/// out or drawn. A process cannot go on after a trap, so only a run that renders in worker
/// processes (the `catalog` commands) lives to report one; docs/CRASHES.md tells the story.
public struct CatalogCrash: Error, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The trap's message as Swift printed it (`File.swift:12: Fatal error: message`), or how
    /// the process ended when it printed none (a signal, an exit status).
    public var message: String

    /// A crash described by `message`.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
