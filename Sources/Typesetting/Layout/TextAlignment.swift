/// Horizontal alignment of lines in the text's width, with UIKit's names.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable, Codable {
    /// Left for left-to-right text (UIKit's default).
    case natural
    case left
    case center
    case right
}
