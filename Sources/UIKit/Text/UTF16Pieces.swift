import Foundation

/// The pieces of a string that an attributed string's runs cover, cut by their UTF-16 ranges
/// as they come in order: the cursor moves forward from the last cut, so cutting every run
/// walks the text once, and no `NSString` is made on the way (that conversion cost more than
/// the rest of styling a label's text).
struct UTF16Pieces {
    private let source: String
    /// The text's length in UTF-16 units (counted once: a Swift string stores UTF-8).
    private let length: Int
    private var cursor: String.Index
    private var cursorOffset = 0

    init(_ source: String) {
        self.source = source
        self.length = source.utf16.count
        self.cursor = source.utf16.startIndex
    }

    /// The text in `range` (UTF-16 offsets, as `NSRange` counts). A range that splits a
    /// surrogate pair gives what `NSString` would: the lone half replaced by U+FFFD.
    mutating func piece(_ range: NSRange) -> String {
        let utf16 = source.utf16
        guard range.location >= 0, range.length >= 0, range.location + range.length <= length else { return "" }
        if range.location < cursorOffset {
            cursor = utf16.startIndex
            cursorOffset = 0
        }
        let start = utf16.index(cursor, offsetBy: range.location - cursorOffset)
        let end = utf16.index(start, offsetBy: range.length)
        cursor = end
        cursorOffset = range.location + range.length
        if let piece = String(utf16[start..<end]) { return piece }
        return String(decoding: Array(utf16[start..<end]), as: UTF16.self)
    }
}
