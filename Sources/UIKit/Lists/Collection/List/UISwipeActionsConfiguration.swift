import Foundation

/// The actions a swiped row shows, UIKit's `UISwipeActionsConfiguration` (kept).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the edge inward.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (true).
    @exclusivity(unchecked) open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
