/// What a page view controller tells its delegate, UIKit's `UIPageViewControllerDelegate`.
/// Every method is optional in UIKit; gesture-driven turns (the only ones that call the
/// transition methods) never happen in a render.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A gesture-driven turn to `pendingViewControllers` is starting.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven turn ended.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for an interface orientation (page curl).
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    /// Nothing happens.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Nothing happens.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// The page view controller's current spine location.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
