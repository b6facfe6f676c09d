import CoreGraphics
import Foundation

/// Where what a document's loading noticed goes: the render in progress (a catalog entry,
/// an assertion), and the log a lint or a test reads.
enum NibIssues {
    static func report(_ message: String) {
        RenderIssues.report(message)
    }
}

extension NibIssues {
    /// Reports a failure iOS would stop the app for: to the render, and to standard error,
    /// so it is seen even when the team's code then stops the process (`.first as! UIView`).
    static func reportLoudly(_ message: String) {
        report(message)
        FileHandle.standardError.write(Data("UIKit: \(message)\n".utf8))
    }
}
