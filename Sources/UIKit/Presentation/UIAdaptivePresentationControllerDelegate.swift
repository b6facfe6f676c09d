/// What a presentation controller asks and tells its delegate as the size class changes and
/// as the user dismisses it, UIKit's `UIAdaptivePresentationControllerDelegate`. Every method
/// is optional, so each has a default; the adaptive style defaults return `.automatic`, which
/// here means "not implemented: adapt as UIKit does by default".
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact environment (`.none` keeps the presentation).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection` (`.none` keeps the presentation).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// A controller to show instead when the presentation adapts to `style`.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// The presentation is about to show in `style`.
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether the user may swipe the presentation away.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user is dismissing the presentation.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a presentation that `isModalInPresentation` keeps.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
