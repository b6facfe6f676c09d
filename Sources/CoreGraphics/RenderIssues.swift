import Foundation

/// Things a render could not show as iOS would, collected per thread for the render's
/// warnings. Each message says what is wrong and what to do about it.
package enum RenderIssues {
    private final class Log {
        var entries: [String] = []
    }

    private static var log: Log {
        let key = "CoreGraphics.RenderIssues"
        if let log = Thread.current.threadDictionary[key] as? Log { return log }
        let log = Log()
        Thread.current.threadDictionary[key] = log
        return log
    }

    /// Reports something the renderer could not draw as iOS would.
    package static func report(_ message: String) {
        log.entries.append(message)
    }

    /// Takes the issues reported on this thread since the last call.
    package static func drain() -> [String] {
        let entries = log.entries
        log.entries = []
        return entries
    }
}
