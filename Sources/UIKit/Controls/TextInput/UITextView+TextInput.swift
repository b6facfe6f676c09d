import Foundation

/// A text view is a text input with the standard positions and tokenizer.
extension UITextView: UITextInput, TextInputHost, TextLineProviding {
    /// The text view's laid-out lines.
    var lineRanges: [Range<Int>] { inputGeometry.lineRanges }

    /// Editing began.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// The text was edited (by the keyboard's calls; not when set in code).
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// Editing ended.
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
}
