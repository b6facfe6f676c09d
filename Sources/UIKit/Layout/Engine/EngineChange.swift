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
}
