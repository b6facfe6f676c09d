import CoreGraphics
import InterfaceBuilder

/// What the loadings of the render in progress read of each document, so the render can
/// name what they did not apply (`NibUnapplied`). Every loading of a document in one render
/// (its scene's controller, its view, the cells a table dequeues) records into the same
/// usage; outside a render nothing is recorded.
@MainActor
package enum NibUsage {
    /// One document's usage in a render, kept among the render's records.
    struct Record: Sendable {
        let document: IBDocument
        let usage: IBUsage
    }

    /// Runs `body`, a loading of `document`, recording what it reads into the render's usage
    /// of that document.
    static func recording<Result>(_ document: IBDocument, _ body: () -> Result) -> Result {
        guard let diagnostics = RenderDiagnostics.current else {
            return IBUsage.$current.withValue(nil) { body() }
        }
        let usage: IBUsage
        if let record = diagnostics.records(of: Record.self).first(where: { $0.document.identifier == document.identifier }) {
            usage = record.usage
        } else {
            usage = IBUsage()
            diagnostics.record(Record(document: document, usage: usage))
        }
        return usage.recording(body)
    }

    /// Reports, to the render in progress, what each document loaded in it says that its
    /// loadings did not apply (call once the render has laid out and drawn).
    package static func reportUnapplied() {
        guard let diagnostics = RenderDiagnostics.current else { return }
        for record in diagnostics.records(of: Record.self) {
            for message in NibUnapplied.messages(document: record.document, usage: record.usage) {
                NibIssues.report(message)
            }
        }
    }
}
