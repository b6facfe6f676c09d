/// Spell checking, UIKit's `UITextSpellCheckingType` (stored only).
public enum UITextSpellCheckingType: Int, Hashable, Sendable {
    case `default` = 0
    case no
    case yes
}
