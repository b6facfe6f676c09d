/// What a popover presentation controller asks and tells its delegate, UIKit's
/// `UIPopoverPresentationControllerDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to show: the last chance to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// Something a popover can point at, UIKit's `UIPopoverPresentationControllerSourceItem`: a
/// view or a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates, nil when it has none there.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`, when both are in the same window.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The item's custom view's frame in `referenceView` (bar button items are not laid out
    /// in bars here, so an item without a custom view has none).
    public func frame(in referenceView: UIView) -> CGRect? {
        customView?.frame(in: referenceView)
    }
}
