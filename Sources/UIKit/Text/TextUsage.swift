import Foundation
package import Typesetting

/// What text a render drew, collected per thread: the faces used and the characters no
/// face could draw, so a render can list its fonts and warn about missing glyphs.
package enum TextUsage {
    package struct Entry {
        /// Where the text was drawn (a label's place in the tree), when known.
        package var viewPath: String?
        package var layout: TextLayout
    }

    private final class Log {
        var entries: [Entry] = []
    }

    private static var log: Log {
        let key = "UIKit.TextUsage"
        if let log = Thread.current.threadDictionary[key] as? Log { return log }
        let log = Log()
        Thread.current.threadDictionary[key] = log
        return log
    }

    /// Notes that `layout` was drawn.
    package static func record(_ layout: TextLayout, viewPath: String?) {
        log.entries.append(Entry(viewPath: viewPath, layout: layout))
    }

    /// Takes the text drawn on this thread since the last call.
    package static func drain() -> [Entry] {
        let entries = log.entries
        log.entries = []
        return entries
    }
}
