/// The direction a paragraph reads, UIKit's `NSWritingDirection`.
public enum NSWritingDirection: Int, Hashable, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}
