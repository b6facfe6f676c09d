import Foundation

/// What one of the engine's own rules says, kept as its parts and spelled out only when a
/// report needs the text: most rules are never reported, and spelling each one out as it was
/// installed cost every first solve an allocation or more per rule.
enum EngineRuleName {
    /// A view's intrinsic size along an axis, held by hugging (not larger) or compression
    /// resistance (not smaller) at `priority`. `item` is the view's name.
    case contentSize(item: String, vertical: Bool, size: CGFloat, priority: UILayoutPriority, hugging: Bool)
    /// A view's width or height, never below zero.
    case nonNegative(item: String, vertical: Bool)
    /// The position of a frame set in code.
    case frameInCode(EngineRuleKey)

    /// The text reports show, in UIKit's notation where UIKit has one.
    var text: String {
        switch self {
        case let .contentSize(item, vertical, size, priority, hugging):
            return "<NSContentSizeLayoutConstraint \(item).\(vertical ? "height" : "width") == \(LayoutNumber.format(size)) "
                + (hugging ? "Hug:\(priority)>" : "CompressionResistance:\(priority)>")
        case let .nonNegative(item, vertical):
            return "\(item).\(vertical ? "height" : "width") >= 0 (a size is never negative)"
        case let .frameInCode(key):
            return "\(key.name) (a frame set in code)"
        }
    }
}
