/// The keyboard a text input asks for, UIKit's `UIKeyboardType` (stored only: no keyboard is shown in a render).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default` = 0
    case asciiCapable
    case numbersAndPunctuation
    case URL
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad
}
