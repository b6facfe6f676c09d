import Foundation

/// An action shown when a row is swiped, UIKit's `UIContextualAction`. Nothing is swiped
/// at rest, so actions are kept for code that makes them and never shown.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How an action looks, UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Hashable, Sendable {
        case normal = 0, destructive
    }

    /// Runs the action; call the completion with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's look.
    public let style: Style
    /// The code run when the action is chosen.
    public let handler: Handler
    /// The action's title.
    open var title: String?
    /// The action's background color.
    @exclusivity(unchecked) open var backgroundColor: UIColor?
    /// The action's image.
    @exclusivity(unchecked) open var image: UIImage?

    /// An action of `style` titled `title`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
