/// A button of a navigation bar or toolbar, UIKit's `UIBarButtonItem`.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    @exclusivity(unchecked) open var style = Style.plain
    @exclusivity(unchecked) open var width: CGFloat = 0
    @exclusivity(unchecked) open var customView: UIView?
    @exclusivity(unchecked) open weak var target: AnyObject?
    open var action: Selector?
    @exclusivity(unchecked) open var primaryAction: UIAction?
    @exclusivity(unchecked) open var menu: UIMenu?
    @exclusivity(unchecked) open var tintColor: UIColor?
    @exclusivity(unchecked) open var isSelected = false
    @exclusivity(unchecked) open var isHidden = false

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// The system's button for `systemItem`: its title (Done in the bold done style).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.title = systemItem.title
        if systemItem == .done { style = .done }
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = systemItem.title
        if systemItem == .done { style = .done }
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A bar button's look, UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Hashable, Sendable {
        case plain, bordered, done
    }

    /// The system's bar buttons, UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Hashable, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop
        case camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }
    }

    /// A flexible-width space item.
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    /// A space item `width` points wide.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }
}
