/// Horizontal alignment of lines in the text's width, with UIKit's names.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable, Codable {
    /// Left for left-to-right text (UIKit's default).
    case natural
    case left
    case center
    case right
    /// Lines but a paragraph's last fill the width: extra space goes between words, or
    /// between characters in text without spaces (Japanese).
    case justified
}
