import Foundation

/// The `UIKeyInput` and `UITextInput` behaviour `UITextField` and `UITextView` share, over
/// UTF-16 offsets as NSString counts them. Edits made through it are edits the keyboard
/// makes (the keyboard calls `insertText`, `deleteBackward`, `replace` and `setMarkedText`):
/// the delegate is asked first, and the input announces the change after, as on iOS.
/// Setting `text` in code is not an edit: it asks and announces nothing and puts the
/// insertion point at the end.
@preconcurrency @MainActor
final class TextInputModel {
    private unowned let host: TextInputHost
    /// The text being composed by an input method.
    @exclusivity(unchecked) var markedRange: NSRange?
    /// How marked text is drawn (kept).
    var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Which way the selection leans at a line end (kept).
    @exclusivity(unchecked) var selectionAffinity = UITextStorageDirection.forward
    /// The object told of changes.
    @exclusivity(unchecked) weak var inputDelegate: UITextInputDelegate?
    private(set) lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: host)

    init(host: TextInputHost) {
        self.host = host
    }

    private var length: Int { host.inputText.length }

    private func clamped(_ range: NSRange) -> NSRange {
        let start = min(max(0, range.location), length)
        return NSRange(location: start, length: min(max(0, range.length), length - start))
    }

    func offset(of position: UITextPosition) -> Int? {
        guard let offset = (position as? IndexedTextPosition)?.offset, (0...length).contains(offset) else { return nil }
        return offset
    }

    func range(of range: UITextRange) -> NSRange? {
        guard let range = (range as? IndexedTextRange)?.range, range.location >= 0, range.location + range.length <= length else { return nil }
        return range
    }

    // MARK: Selection and marked text

    var selectedTextRange: UITextRange? {
        get { IndexedTextRange(clamped(host.inputSelection)) }
        set {
            guard let newValue, let range = range(of: newValue), range != host.inputSelection else { return }
            inputDelegate?.selectionWillChange(host)
            host.inputSelection = range
            inputDelegate?.selectionDidChange(host)
            host.inputSelectionDidChange()
        }
    }

    var markedTextRange: UITextRange? {
        guard let markedRange, markedRange.location + markedRange.length <= length else { return nil }
        return IndexedTextRange(markedRange)
    }

    /// Called when the text was set in code: no marked text, the insertion point at the end.
    func textWasSet() {
        markedRange = nil
        host.inputSelection = NSRange(location: length, length: 0)
    }

    // MARK: Edits

    /// Replaces `range` with `text` if the delegate agrees and selects `selection` after.
    @discardableResult
    private func edit(_ range: NSRange, with text: String, selecting selection: (NSRange) -> NSRange) -> Bool {
        let range = clamped(range)
        guard host.inputShouldReplace(range, with: text) else { return false }
        inputDelegate?.textWillChange(host)
        host.inputReplace(range, with: text)
        host.inputSelection = clamped(selection(range))
        inputDelegate?.textDidChange(host)
        host.inputDidEdit()
        host.inputSelectionDidChange()
        return true
    }

    func insertText(_ text: String) {
        let target = markedRange.map(clamped) ?? clamped(host.inputSelection)
        let inserted = (text as NSString).length
        if edit(target, with: text, selecting: { NSRange(location: $0.location + inserted, length: 0) }) { markedRange = nil }
    }

    func deleteBackward() {
        var target = markedRange.map(clamped) ?? clamped(host.inputSelection)
        if target.length == 0 {
            guard target.location > 0 else { return }
            target = host.inputText.rangeOfComposedCharacterSequence(at: target.location - 1)
        }
        if edit(target, with: "", selecting: { NSRange(location: $0.location, length: 0) }) { markedRange = nil }
    }

    func replace(_ range: UITextRange, withText text: String) {
        guard let range = self.range(of: range) else { return }
        let inserted = (text as NSString).length
        edit(range, with: text, selecting: { NSRange(location: $0.location + inserted, length: 0) })
        markedRange = nil
    }

    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let target = markedRange.map(clamped) ?? clamped(host.inputSelection)
        let count = (text as NSString).length
        let selected = NSRange(location: min(max(0, selectedRange.location), count),
                               length: min(max(0, selectedRange.length), count - min(max(0, selectedRange.location), count)))
        guard edit(target, with: text, selecting: { NSRange(location: $0.location + selected.location, length: selected.length) }) else { return }
        markedRange = count > 0 ? NSRange(location: target.location, length: count) : nil
    }

    func unmarkText() {
        markedRange = nil
    }

    func text(in range: UITextRange) -> String? {
        guard let range = self.range(of: range) else { return nil }
        return host.inputText.substring(with: range)
    }

    // MARK: Positions

    var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    var endOfDocument: UITextPosition { IndexedTextPosition(length) }

    func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let a = offset(of: from), let b = offset(of: to) else { return nil }
        return IndexedTextRange(NSRange(location: min(a, b), length: abs(b - a)))
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position), (0...length).contains(start + offset) else { return nil }
        return IndexedTextPosition(start + offset)
    }

    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return self.position(from: position, offset: -offset)
        case .down: return host.inputGeometry.offset(from: start, lines: offset).map(IndexedTextPosition.init)
        case .up: return host.inputGeometry.offset(from: start, lines: -offset).map(IndexedTextPosition.init)
        }
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(of: position) ?? 0, b = offset(of: other) ?? 0
        return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    func offset(from: UITextPosition, to: UITextPosition) -> Int {
        (offset(of: to) ?? 0) - (offset(of: from) ?? 0)
    }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }

    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let offset = offset(of: position) else { return nil }
        return direction == .left || direction == .up ? IndexedTextRange(NSRange(location: 0, length: offset))
            : IndexedTextRange(NSRange(location: offset, length: length - offset))
    }

    func baseWritingDirection() -> NSWritingDirection {
        (host as? UIView)?.isRightToLeft == true ? .rightToLeft : .leftToRight
    }

    // MARK: Geometry

    func firstRect(for range: UITextRange) -> CGRect {
        guard let range = self.range(of: range) else { return .null }
        return host.inputGeometry.rects(for: range.location..<(range.location + range.length)).first ?? .null
    }

    func caretRect(for position: UITextPosition) -> CGRect {
        host.inputGeometry.caretRect(at: offset(of: position) ?? length)
    }

    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = self.range(of: range), range.length > 0 else { return [] }
        let rects = host.inputGeometry.rects(for: range.location..<(range.location + range.length))
        let direction = baseWritingDirection()
        return rects.enumerated().map { index, rect in
            LineSelectionRect(rect: rect, writingDirection: direction, containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    func closestPosition(to point: CGPoint) -> UITextPosition? {
        IndexedTextPosition(host.inputGeometry.closestOffset(to: point))
    }

    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = self.range(of: range) else { return nil }
        let offset = host.inputGeometry.closestOffset(to: point)
        return IndexedTextPosition(min(max(offset, range.location), range.location + range.length))
    }

    func characterRange(at point: CGPoint) -> UITextRange? {
        guard length > 0 else { return nil }
        let offset = min(host.inputGeometry.characterOffset(at: point), length - 1)
        return IndexedTextRange(host.inputText.rangeOfComposedCharacterSequence(at: offset))
    }
}
