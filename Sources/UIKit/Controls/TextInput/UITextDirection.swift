/// A direction in the text's storage or its layout, UIKit's `UITextDirection`.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    /// A direction with `rawValue` (a storage or layout direction's raw value).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A direction along the stored text.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// A direction on screen.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction runs toward the end of left-to-right text: storage forward,
    /// layout right or down.
    var isForward: Bool {
        switch rawValue {
        case UITextStorageDirection.forward.rawValue, UITextLayoutDirection.right.rawValue, UITextLayoutDirection.down.rawValue: return true
        default: return false
        }
    }
}

/// A direction along the stored text, UIKit's `UITextStorageDirection`.
public enum UITextStorageDirection: Int, Hashable, Sendable {
    case forward = 0, backward
}

/// A direction on screen, UIKit's `UITextLayoutDirection`.
public enum UITextLayoutDirection: Int, Hashable, Sendable {
    case right = 2, left, up, down
}

/// The unit a tokenizer moves by, UIKit's `UITextGranularity`.
public enum UITextGranularity: Int, Hashable, Sendable {
    case character, word, sentence, paragraph, line, document
}
