/// What a navigation bar shows for a controller, UIKit's `UINavigationItem`.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    @exclusivity(unchecked) open var titleView: UIView?
    open var backButtonTitle: String?
    @exclusivity(unchecked) open var backBarButtonItem: UIBarButtonItem?
    @exclusivity(unchecked) open var hidesBackButton = false
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    @exclusivity(unchecked) open var leftItemsSupplementBackButton = false
    @exclusivity(unchecked) open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    @exclusivity(unchecked) open var searchController: AnyObject?
    @exclusivity(unchecked) open var hidesSearchBarWhenScrolling = true

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// When the bar shows a large title, UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        case automatic, always, never, inline
    }
}
