/// What a page view controller asks for its pages, UIKit's `UIPageViewControllerDataSource`.
/// The two page methods are required; the page indicator methods are optional in UIKit, and
/// their defaults here (a count of 0) stand for "not implemented": a scrolling page view
/// controller shows its page control when the count is more than 0.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil at the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page indicator shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is the current page.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// 0: no page indicator (as when the method is not implemented).
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first dot.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
