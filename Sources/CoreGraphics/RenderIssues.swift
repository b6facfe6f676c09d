/// Where drawing and UIKit code report what a render could not show as iOS would. Each
/// message says what is wrong and what to do about it; it goes to the diagnostics of the
/// render running on this task or thread (`RenderDiagnostics.current`).
package enum RenderIssues {
    /// Reports something the renderer could not draw as iOS would.
    package static func report(_ message: String) {
        RenderDiagnostics.current?.report(message)
    }
}
