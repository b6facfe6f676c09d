extension NSLayoutConstraint {
    /// What a constraint relates, UIKit's `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Hashable, Sendable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public var description: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }

        /// The attribute without the margin, and whether it had one.
        var withoutMargin: (attribute: Attribute, margin: Bool) {
            switch self {
            case .leftMargin: return (.left, true)
            case .rightMargin: return (.right, true)
            case .topMargin: return (.top, true)
            case .bottomMargin: return (.bottom, true)
            case .leadingMargin: return (.leading, true)
            case .trailingMargin: return (.trailing, true)
            case .centerXWithinMargins: return (.centerX, true)
            case .centerYWithinMargins: return (.centerY, true)
            default: return (self, false)
            }
        }

        /// The axis the attribute lies along.
        var axis: Axis {
            switch withoutMargin.attribute {
            case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
            default: return .vertical
            }
        }
    }

    /// How the two sides relate, UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Hashable, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// A layout axis, UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Options of the visual format language, UIKit's `NSLayoutConstraint.FormatOptions`.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The default direction (raw value 0, as in UIKit).
        public static let directionLeadingToTrailing: FormatOptions = []
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The default spacing (raw value 0, as in UIKit).
        public static let spacingEdgeToEdge: FormatOptions = []
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    }
}
