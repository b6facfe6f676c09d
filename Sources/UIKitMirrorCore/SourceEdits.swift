import Foundation
import SwiftSyntax

/// The edits the rewriter makes to one file, by UTF-8 offset, applied together. Every edit
/// keeps the file's line structure: a replacement has as many line breaks as the text it
/// replaces (missing ones are added at the place the editor chose, `padding`), so line N of
/// the result is line N of the original.
struct SourceEdits {
    private struct Edit {
        let start: Int
        let end: Int
        let replacement: String
        let order: Int
    }

    private var edits: [Edit] = []
    private let bytes: [UInt8]

    init(text: String) {
        bytes = Array(text.utf8)
    }

    /// The original text between two offsets.
    func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The number of line breaks between two offsets.
    func lineBreaks(from start: Int, to end: Int) -> Int {
        bytes[start..<end].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// Replaces the text from `start` to `end` with `replacement`, which must contain
    /// `"\u{0}"` where line breaks may be added when the original had more of them (at the
    /// end when it contains none).
    mutating func replace(from start: Int, to end: Int, with replacement: String) {
        let needed = lineBreaks(from: start, to: end)
        let present = replacement.filter { $0 == "\n" }.count
        let padding = String(repeating: "\n", count: max(0, needed - present))
        let padded = replacement.contains("\u{0}")
            ? replacement.replacingOccurrences(of: "\u{0}", with: padding)
            : replacement + padding
        edits.append(Edit(start: start, end: end, replacement: padded, order: edits.count))
    }

    /// Replaces `node` (without its trivia).
    mutating func replace(_ node: some SyntaxProtocol, with replacement: String) {
        replace(from: node.positionAfterSkippingLeadingTrivia.utf8Offset, to: node.endPositionBeforeTrailingTrivia.utf8Offset,
                with: replacement)
    }

    /// Inserts `text` at `offset`.
    mutating func insert(_ text: String, at offset: Int) {
        replace(from: offset, to: offset, with: text)
    }

    /// Removes `node` (without its leading trivia) and the spaces after it on its line, keeping
    /// its line breaks.
    mutating func remove(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        replace(from: start, to: end, with: "")
    }

    /// Whether no edit was made.
    var isEmpty: Bool { edits.isEmpty }

    /// The 1-based numbers of the lines an edit touches.
    var editedLines: Set<Int> {
        var lines: Set<Int> = []
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        func line(of offset: Int) -> Int {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low + 1
        }
        for edit in edits {
            for number in line(of: edit.start)...line(of: max(edit.start, edit.end)) { lines.insert(number) }
        }
        return lines
    }

    /// The text with every edit applied. At one offset insertions come first, in the order
    /// they were made; of two overlapping replacements the one that starts first wins.
    func applied() -> String {
        var accepted: [Edit] = []
        let ordered = edits.sorted { ($0.start, $0.end > $0.start ? 1 : 0, $0.order) < ($1.start, $1.end > $1.start ? 1 : 0, $1.order) }
        for edit in ordered {
            if let last = accepted.last, edit.start < last.end { continue }
            accepted.append(edit)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in accepted {
            result.append(contentsOf: bytes[cursor..<edit.start])
            result.append(contentsOf: Array(edit.replacement.utf8))
            cursor = max(cursor, edit.end)
        }
        result.append(contentsOf: bytes[cursor...])
        return String(decoding: result, as: UTF8.self)
    }
}
