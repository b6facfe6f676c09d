/// The sides of a popover its arrow may point out of, UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// A direction set from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The arrow points up: the popover sits below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover sits above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover sits to the right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover sits to the left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet known (before the popover is shown).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
