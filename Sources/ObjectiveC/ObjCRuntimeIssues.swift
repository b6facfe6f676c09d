import Locking

/// What the Objective-C runtime stand-in could not do: a selector no method answers, a key
/// no accessor reads or writes, a timer whose target does not respond. Darwin would throw an
/// exception or crash; here the call does nothing and says so in this log, and the product
/// attaches the messages to its render warnings.
///
/// Messages reported inside `collecting(_:)` go to that collection; all others to a
/// process-wide log that `drain()` empties.
public enum ObjCRuntimeIssues {
    /// The most messages the process-wide log keeps; older ones are dropped first.
    package static let capacity = 1_000

    private static let log = Locked<[String]>([])

    /// The collection `report(_:)` writes to on this task or thread, if any.
    @TaskLocal private static var collector: IssueCollector?

    /// Records `message`: what happened and what to do about it.
    public static func report(_ message: String) {
        if let collector {
            collector.append(message)
            return
        }
        log.withLock { messages in
            messages.append(message)
            if messages.count > capacity { messages.removeFirst(messages.count - capacity) }
        }
    }

    /// Returns the messages of the process-wide log and empties it.
    package static func drain() -> [String] {
        log.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }

    /// Runs `body` and returns its result with the issues reported on this task or thread
    /// while it ran (including from child tasks), which then do not reach the process-wide
    /// log. Used to attach issues to one render.
    package static func collecting<Result>(_ body: () throws -> Result) rethrows -> (result: Result, issues: [String]) {
        let collection = IssueCollector()
        let result = try $collector.withValue(collection) { try body() }
        return (result, collection.messages)
    }
}

/// The messages reported inside one `ObjCRuntimeIssues.collecting(_:)`.
private final class IssueCollector: Sendable {
    private let storage = Locked<[String]>([])

    func append(_ message: String) {
        storage.withLock { $0.append(message) }
    }

    var messages: [String] {
        storage.withLock { $0 }
    }
}
