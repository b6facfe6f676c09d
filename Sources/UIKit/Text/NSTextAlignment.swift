package import Typesetting

/// How lines align, UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Hashable, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    /// The engine's alignment for text laid out in `direction`.
    package func engineAlignment(rightToLeft: Bool) -> TextAlignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return rightToLeft ? .right : .left
        }
    }
}
