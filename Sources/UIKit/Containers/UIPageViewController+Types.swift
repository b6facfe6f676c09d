extension UIPageViewController {
    /// How pages turn, UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Hashable, Sendable {
        /// Pages curl like paper around a spine.
        case pageCurl = 0
        /// Pages slide past as in a scroll view.
        case scroll = 1
    }

    /// The axis pages turn along, UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Hashable, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Where the spine of curling pages is, UIKit's `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Hashable, Sendable {
        /// No spine (scrolling pages).
        case none = 0
        /// The leading (or top) edge: one page shows.
        case min = 1
        /// The middle: two pages show side by side (or one above the other).
        case mid = 2
        /// The trailing (or bottom) edge: one page shows.
        case max = 3
    }

    /// Which way a page turn goes, UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Hashable, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Keys of the options a page view controller is made with, UIKit's
    /// `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// A key of the given name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The spine location of a page-curl page view controller: a `SpineLocation` raw
        /// value as an `NSNumber` (or the `SpineLocation` itself).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolling pages in points, as an `NSNumber` or a `CGFloat`.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
