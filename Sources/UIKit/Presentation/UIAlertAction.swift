/// A button of an alert or action sheet, UIKit's `UIAlertAction`: a title, a style
/// (default, cancel, destructive) and a handler run after the alert is dismissed when the
/// button is tapped.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    /// How an action's button looks and where it goes, UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// A plain button in the tint color.
        case `default` = 0
        /// The button that dismisses without changing anything: bold in an alert (unless
        /// another action is preferred), last (left of two in a row), in its own group in an
        /// action sheet. An alert has at most one.
        case cancel = 1
        /// A button that changes or deletes data, in red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    @exclusivity(unchecked) open private(set) var style: Style
    /// Whether the button can be tapped (a disabled one is gray).
    @exclusivity(unchecked) open var isEnabled = true {
        didSet { alertController?.actionsDidChange() }
    }

    /// What runs when the button is tapped.
    let handler: ((UIAlertAction) -> Void)?
    /// The alert the action belongs to.
    @exclusivity(unchecked) weak var alertController: UIAlertController?

    /// An action titled `title` in `style` that runs `handler` when tapped.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// A copy with the same title, style, state and handler.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
