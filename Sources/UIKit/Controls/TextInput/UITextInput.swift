import Foundation

/// A responder with editable text that the system can query and edit, UIKit's `UITextInput`:
/// positions and ranges, the selection, marked (being composed) text and the geometry of the
/// text. The requirements are iOS's required ones; its optional ones have defaults below.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection (an empty range is the insertion point).
    var selectedTextRange: UITextRange? { get set }
    /// The text being composed by an input method, if any.
    var markedTextRange: UITextRange? { get }
    /// How marked text is drawn.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection) with `markedText`, selecting
    /// `selectedRange` of it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Makes the marked text ordinary text.
    func unmarkText()
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`, nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of characters from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The object told of text and selection changes (the keyboard on iOS).
    var inputDelegate: UITextInputDelegate? { get set }
    /// What finds character, word, sentence, paragraph and line boundaries.
    var tokenizer: UITextInputTokenizer { get }
    /// The end of `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to its farthest extent in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The writing direction of the text at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of the text in `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The rectangle of the first line of `range`.
    func firstRect(for range: UITextRange) -> CGRect
    /// The insertion point's rectangle at `position`.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles covering `range`, one per line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position within `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at `point`.
    func characterRange(at point: CGPoint) -> UITextRange?

    // Optional on iOS (defaults below).

    /// Whether the text in `range` may be replaced by `text`.
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    /// The view the text is drawn in, whose coordinates the geometry uses.
    var textInputView: UIView { get }
    /// Which way the selection leans at a line end.
    var selectionAffinity: UITextStorageDirection { get set }
    /// The attributes of the text at `position`.
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
    /// The position `offset` characters into `range`.
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    /// The offset of `position` from the start of `range`.
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    /// Replaces the marked text with attributed `markedText`.
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    /// A floating cursor (the keyboard's trackpad) began at `point`.
    func beginFloatingCursor(at point: CGPoint)
    /// The floating cursor moved to `point`.
    func updateFloatingCursor(at point: CGPoint)
    /// The floating cursor ended.
    func endFloatingCursor()
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }

    public var textInputView: UIView { (self as? UIView) ?? UIView() }

    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }

    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? { nil }

    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        position(from: range.start, offset: offset)
    }

    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }

    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }

    public func beginFloatingCursor(at point: CGPoint) {}
    public func updateFloatingCursor(at point: CGPoint) {}
    public func endFloatingCursor() {}
}
