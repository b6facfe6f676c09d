import ArgumentParser
import Catalog

/// The items a command's worker processes crashed on (docs/CRASHES.md): for its summary, and
/// its exit status.
struct CrashReport {
    /// The exit status of a command that did everything but the variants that crashed.
    static let exitCode: Int32 = ExitStatus.crashed

    /// Each crashed item with its crash, in catalog order.
    let crashes: [(item: CatalogItem, crash: CatalogCrash)]

    /// The crashes among `outcomes`, the outcomes of `items` in order.
    init<Output>(_ items: [CatalogItem], _ outcomes: [Result<Output, CatalogCrash>]) {
        crashes = zip(items, outcomes).compactMap { item, outcome in
            guard case let .failure(crash) = outcome else { return nil }
            return (item, crash)
        }
    }

    /// `; N crashed` for the summary line; empty when nothing crashed.
    var countText: String {
        crashes.isEmpty ? "" : "; \(crashes.count) crashed"
    }

    /// Prints a line for each crash: `  crashed: Entry variant environment: message`, and
    /// how to get backtraces when the workers printed none.
    func printList() {
        for (item, crash) in crashes {
            Console.out("  crashed: \(TerminalText.escape(item.description)): \(crash.message)")
        }
        if !crashes.isEmpty { Self.printBacktraceHint() }
    }

    /// How to get backtraces, when the workers printed none.
    static func printBacktraceHint() {
        guard !WorkerProcess.userSetBacktrace else { return }
        Console.out("  For a backtrace of each crash, run again with SWIFT_BACKTRACE=enable=yes (and --filter, since each takes seconds).")
    }

    /// Ends the command with `exitCode` when something crashed.
    func exitIfAny() throws {
        if !crashes.isEmpty { throw ExitCode(Self.exitCode) }
    }
}
