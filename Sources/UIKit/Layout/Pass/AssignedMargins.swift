/// Layout margins as an app set them: by edges (`layoutMargins`) or by directions
/// (`directionalLayoutMargins`, whose leading and trailing follow the layout direction).
enum AssignedMargins: Equatable {
    case edges(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)

    /// The margins by edges for a view laying out right to left or not.
    func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
        switch self {
        case let .edges(insets): return insets
        case let .directional(insets): return insets.edgeInsets(rightToLeft: rightToLeft)
        }
    }
}
