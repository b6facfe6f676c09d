/// Pages of controllers, UIKit's `UIPageViewController`, at rest: the current page (two
/// facing pages for a page curl with its spine in the middle) fills the view; a scrolling one
/// whose data source answers `presentationCount(for:)` shows its page control at the bottom
/// and gives the pages the space above it, as UIKit does. The pages are its children only
/// while they show. Turning pages by gesture is not simulated. Metrics: docs/CONTAINERS.md.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` for scrolling pages; from the options for a page curl
    /// (`.min` when they say nothing).
    @exclusivity(unchecked) open private(set) var spineLocation: SpineLocation
    /// The space between scrolling pages (from the options; 0 by default).
    let interPageSpacing: CGFloat

    /// A page view controller turning pages as `style` says along `navigationOrientation`,
    /// with `options` (`.spineLocation` for a page curl, `.interPageSpacing` for scrolling).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        if style == .scroll {
            spineLocation = .none
        } else if let spine = Self.spineLocation(from: options?[.spineLocation]), spine != .none {
            spineLocation = spine
        } else {
            spineLocation = .min
        }
        interPageSpacing = Self.number(from: options?[.interPageSpacing]) ?? 0
        isDoubleSided = style == .pageCurl && spineLocation == .mid
        super.init(nibName: nil, bundle: nil)
    }

    /// A page view controller from a storyboard (not read here): a horizontal page curl.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        isDoubleSided = false
        super.init(coder: coder)
    }

    /// The object asked for pages and for the page indicator.
    @exclusivity(unchecked) open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The object told about turns.
    @exclusivity(unchecked) open weak var delegate: UIPageViewControllerDelegate?

    /// Whether pages have content on their back (page curl). Must stay true with the spine in
    /// the middle, as in UIKit.
    @exclusivity(unchecked) open var isDoubleSided: Bool {
        didSet {
            if !isDoubleSided, spineLocation == .mid {
                fatalError("UIPageViewController: isDoubleSided must be true while the spine location is .mid (UIKit raises "
                    + "NSInvalidArgumentException here); leave it true or make the page view controller with another spine location.")
            }
        }
    }

    /// The pages shown: one, or two for a double-sided page curl.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }
    private var pages: [UIViewController] = []

    /// The gesture recognizers that turn pages: a pan and a tap for a page curl (attached to
    /// the view), none for scrolling pages (their scroll view pans).
    open private(set) lazy var gestureRecognizers: [UIGestureRecognizer] = transitionStyle == .pageCurl
        ? [UIPanGestureRecognizer(target: nil, action: nil), UITapGestureRecognizer(target: nil, action: nil)] : []

    /// The page control of a scrolling page view controller whose data source gives a count.
    lazy var pageControl: UIPageControl = {
        let control = UIPageControl(frame: .zero)
        control.isUserInteractionEnabled = false
        return control
    }()

    /// The scroll view scrolling pages sit in.
    lazy var pageScrollView: UIScrollView = {
        let scrollView = UIScrollView(frame: .zero)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.scrollsToTop = false
        return scrollView
    }()

    /// Shows `viewControllers`: one page, or two for a double-sided page curl (the pages
    /// either side of a middle spine, or a page and the back of the one before). The old
    /// pages leave as children, the new ones join; `completion` runs with true (nothing
    /// animates here). The wrong number of pages stops the program, as UIKit's exception does.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let given = viewControllers ?? []
        let required = transitionStyle == .pageCurl && isDoubleSided ? 2 : 1
        guard given.count == required else {
            fatalError("UIPageViewController: the number of view controllers provided (\(given.count)) doesn't match the number "
                + "required (\(required)) for the requested transition (\(transitionStyle), spine \(spineLocation), "
                + "double-sided \(isDoubleSided)); pass \(required).")
        }
        let shown = isViewLoaded && view.window != nil
        let leaving = pages.filter { old in !given.contains(where: { $0 === old }) }
        for old in leaving {
            if shown { old.beginAppearance(false, animated: animated) }
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
            if shown { old.endAppearance() }
        }
        pages = given
        let joining = given.filter { $0.parent !== self }
        for page in joining { addChild(page) }
        if isViewLoaded { installPages() }
        for page in joining { page.didMove(toParent: self) }
        if isViewLoaded {
            view.setNeedsLayout()
            if shown { for page in visiblePages { page.beginAppearance() } }
        }
        completion?(true)
    }

    /// The pages whose views show (the back of a page does not).
    var visiblePages: [UIViewController] {
        transitionStyle == .pageCurl && spineLocation != .mid ? Array(pages.prefix(1)) : pages
    }

    /// The children whose views are on screen now, which get the appearance callbacks.
    package override var childrenForAppearance: [UIViewController] {
        visiblePages.filter { $0.parent === self }
    }

    open override func loadView() {
        view = PageContainerView(controller: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        for recognizer in gestureRecognizers { view.addGestureRecognizer(recognizer) }
        installPages()
    }

    /// Puts the visible pages' views in the hierarchy (in the scroll view when scrolling).
    func installPages() {
        let host: UIView = transitionStyle == .scroll ? pageScrollView : view
        if transitionStyle == .scroll, pageScrollView.superview !== view { view.insertSubview(pageScrollView, at: 0) }
        for page in pages where !visiblePages.contains(where: { $0 === page }) { page.viewIfLoaded?.removeFromSuperview() }
        for page in visiblePages {
            guard let pageView = page.view else { continue }
            if pageView.superview !== host { host.addSubview(pageView) }
        }
    }

    private static func spineLocation(from value: Any?) -> SpineLocation? {
        if let location = value as? SpineLocation { return location }
        return number(from: value).flatMap { SpineLocation(rawValue: Int($0)) }
    }

    private static func number(from value: Any?) -> CGFloat? {
        switch value {
        case let number as NSNumber: return CGFloat(number.doubleValue)
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        default: return nil
        }
    }
}
