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
