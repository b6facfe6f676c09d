/// A responder the keyboard types into, UIKit's `UIKeyInput`: the keyboard calls
/// `insertText(_:)` for each key and `deleteBackward()` for the delete key. No keyboard types
/// here; code and tests call them as the keyboard would.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection).
    func deleteBackward()
}
