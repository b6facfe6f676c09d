/// Recognizes a swipe, UIKit's `UISwipeGestureRecognizer`.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    @exclusivity(unchecked) open var direction = Direction.right
    @exclusivity(unchecked) open var numberOfTouchesRequired = 1

    /// Which way a swipe goes, UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
}
