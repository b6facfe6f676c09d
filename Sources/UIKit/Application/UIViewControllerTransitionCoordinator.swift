/// What a size transition offers, UIKit's `UIViewControllerTransitionCoordinator`. Renders
/// never rotate, so nobody calls it; it is here so overrides compile.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The context of a transition, UIKit's `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var transitionDuration: TimeInterval { get }
}
