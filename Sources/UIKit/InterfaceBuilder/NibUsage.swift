import CoreGraphics
import InterfaceBuilder
import Locking

/// What the loadings of the render in progress read of each document, so the render can
/// name what they did not apply (`NibUnapplied`). Every loading of a document in one render
/// (its scene's controller, its view, the cells a table dequeues) records into the same
/// usage; outside a render nothing is recorded.
@MainActor
package enum NibUsage {
    /// The documents a render loaded, each with its usage, in the order first loaded.
    final class Documents: Sendable {
        private let entries = Locked<[(document: IBDocument, usage: IBUsage)]>([])

        /// The usage of `document`, made the first time it is asked for.
        func usage(of document: IBDocument) -> IBUsage {
            entries.withLock { entries in
                if let found = entries.first(where: { $0.document.identifier == document.identifier }) { return found.usage }
                let usage = IBUsage()
                entries.append((document, usage))
                return usage
            }
        }

        /// Every document loaded, with its usage.
        var all: [(document: IBDocument, usage: IBUsage)] { entries.withLock { $0 } }
    }

    /// Runs `body`, a loading of `document`, recording what it reads into the render's usage
    /// of that document.
    static func recording<Result>(_ document: IBDocument, _ body: () -> Result) -> Result {
        guard let diagnostics = RenderDiagnostics.current else {
            return IBUsage.$current.withValue(nil) { body() }
        }
        return diagnostics.attachment(Documents.self) { Documents() }.usage(of: document).recording(body)
    }

    /// Reports, to the render in progress, what each document loaded in it says that its
    /// loadings did not apply (call once the render has laid out and drawn).
    package static func reportUnapplied() {
        guard let diagnostics = RenderDiagnostics.current else { return }
        for (document, usage) in diagnostics.attachment(Documents.self, make: { Documents() }).all {
            for message in NibUnapplied.messages(document: document, usage: usage) {
                NibIssues.report(message)
            }
        }
    }
}
