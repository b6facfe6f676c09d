/// A change an engine can bring into its solver without walking the tree
/// (`AutoLayoutEngine.noteChange(_:)`): the solver calls it needs are the very ones a full
/// solve would make for it, since everything else is unchanged.
@preconcurrency @MainActor
enum EngineChange {
    /// The constraint's constant moved, and nothing else of it.
    case constant(NSLayoutConstraint)
    /// The view's intrinsic content size changed (`invalidateIntrinsicContentSize()`, a
    /// label that took the width the engine gave it).
    case intrinsicSize(UIView)

    /// Whether both name the same constraint's constant or the same view's intrinsic size.
    func isSame(as other: EngineChange) -> Bool {
        switch (self, other) {
        case let (.constant(a), .constant(b)): return a === b
        case let (.intrinsicSize(a), .intrinsicSize(b)): return a === b
        default: return false
        }
    }
}
