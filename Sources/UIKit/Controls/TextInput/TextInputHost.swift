import Foundation

/// What `UITextField` and `UITextView` give `TextInputModel`: their text, selection, how they
/// ask their delegate and announce edits, and where their characters are drawn.
@preconcurrency @MainActor
protocol TextInputHost: UIResponder, UITextInput {
    /// The text as stored.
    var inputText: NSString { get }
    /// The selection, in UTF-16 code units.
    var inputSelection: NSRange { get set }
    /// The inputs' shared logic.
    var inputModel: TextInputModel { get }
    /// Whether the delegate lets `range` become `text`.
    func inputShouldReplace(_ range: NSRange, with text: String) -> Bool
    /// Stores `text` in place of `range` (nothing announced).
    func inputReplace(_ range: NSRange, with text: String)
    /// Announces an edit: the delegate, the text-did-change notification, control events.
    func inputDidEdit()
    /// Tells the delegate the selection changed.
    func inputSelectionDidChange()
    /// Where the characters are drawn now.
    var inputGeometry: TextInputGeometry { get }
}
