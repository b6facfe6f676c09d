/// What a split view controller asks and tells its delegate, UIKit's
/// `UISplitViewControllerDelegate`. Every method is optional in UIKit, so each has the
/// behavior UIKit applies when the delegate does not implement it.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The column on top once a column-style split view collapses.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode a column-style split view expands to.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode
    /// A column-style split view collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// A column-style split view expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// A column is about to show because the system changed the layout.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column is about to hide (also for `hide(_:)`).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The display mode is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the button and gesture switch to (`automatic`: the split view's own choice).
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// The interactive presentation gesture is about to begin (never here: no touches).
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// The interactive presentation gesture ended (never here: no touches).
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
    /// Classic split views: the controller shown once collapsed (nil: the primary).
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// Classic split views: whether the delegate folded the secondary into the primary itself
    /// (false: the split view pushes it onto the primary navigation controller).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Classic split views: the controller made primary on expanding (nil: the primary).
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Classic split views: the secondary controller on expanding (nil: the split view's choice).
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
}

extension UISplitViewControllerDelegate {
    /// The proposed column.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        proposedTopColumn
    }

    /// The proposed display mode.
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }

    /// Nothing happens.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Nothing happens.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// Nothing happens.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    /// Nothing happens.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    /// Nothing happens.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// `automatic`: the split view decides.
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    /// Nothing happens.
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    /// Nothing happens.
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
    /// nil: the primary controller.
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    /// false: the split view folds the secondary in itself.
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool {
        false
    }
    /// nil: the primary controller.
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    /// nil: the split view separates the secondary itself.
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        nil
    }
}
