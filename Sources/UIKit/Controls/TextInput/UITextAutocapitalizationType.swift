/// Automatic capitals, UIKit's `UITextAutocapitalizationType` (stored only).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none = 0
    case words
    case sentences
    case allCharacters
}
