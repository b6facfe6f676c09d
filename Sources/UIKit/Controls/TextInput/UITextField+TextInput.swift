import Foundation

/// A text field is a text input with the standard positions and tokenizer.
extension UITextField: UITextInput, TextInputHost, TextLineProviding {
    /// The field's one line.
    var lineRanges: [Range<Int>] { inputGeometry.lineRanges }

    /// Editing began.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// The text was edited (by the keyboard's calls; not when set in code).
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// Editing ended; `userInfo` says why under `didEndEditingReasonUserInfoKey`.
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    /// `userInfo` key of `textDidEndEditingNotification`: the reason's raw value.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
