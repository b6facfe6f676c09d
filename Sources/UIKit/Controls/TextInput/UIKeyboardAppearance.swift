/// The keyboard's look, UIKit's `UIKeyboardAppearance` (stored only).
public enum UIKeyboardAppearance: Int, Hashable, Sendable {
    case `default` = 0
    case dark
    case light
}
