import Foundation

/// A place in a text input's text, UIKit's `UITextPosition`: opaque, created by the input
/// (`UITextField` and `UITextView` make ones that count UTF-16 code units from the start).
@preconcurrency @MainActor
open class UITextPosition: NSObject {}

/// A stretch of a text input's text, UIKit's `UITextRange`: abstract; inputs return their own.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Whether the range is empty (start and end are the same).
    open var isEmpty: Bool { start === end }
    /// Where the range starts.
    open var start: UITextPosition { UITextPosition() }
    /// Where the range ends.
    open var end: UITextPosition { start }
}

/// A position the standard text inputs make: a UTF-16 offset from the start of the text.
final class IndexedTextPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? IndexedTextPosition)?.offset == offset
    }

    override var hash: Int { offset.hashValue }

    override var description: String { "<UITextPosition offset=\(offset)>" }
}

/// A range the standard text inputs make: UTF-16 offsets.
final class IndexedTextRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { IndexedTextPosition(range.location) }
    override var end: UITextPosition { IndexedTextPosition(range.location + range.length) }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? IndexedTextRange)?.range == range
    }

    override var hash: Int { range.location &* 31 &+ range.length }

    override var description: String { "<UITextRange \(range.location)..<\(range.location + range.length)>" }
}
