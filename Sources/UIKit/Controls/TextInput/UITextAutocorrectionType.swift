/// Autocorrection, UIKit's `UITextAutocorrectionType` (stored only).
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
    case `default` = 0
    case no
    case yes
}
