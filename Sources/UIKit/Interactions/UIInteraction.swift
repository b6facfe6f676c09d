/// Behaviour added to a view with `addInteraction(_:)`, UIKit's `UIInteraction`: context
/// menus, feedback generators attached to a view.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// Called before the interaction moves to `view` (nil when removed).
    func willMove(to view: UIView?)
    /// Called after the interaction moved to `view` (nil when removed).
    func didMove(to view: UIView?)
}
