/// What a constraint relates, UIKit's `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    /// For a constraint to a constant (`width == 40`).
    case notAnAttribute
}

/// How the two sides of a constraint relate, UIKit's `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Sendable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// Something constraints can refer to: a view or a layout guide.
public protocol LayoutItem: AnyObject {
    /// A name for constraint descriptions and reports.
    var layoutItemName: String { get }
}
