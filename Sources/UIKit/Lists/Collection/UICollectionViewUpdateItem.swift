import Foundation

/// One insertion, deletion, reload or move, UIKit's `UICollectionViewUpdateItem`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the update does, UIKit's `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Hashable, Sendable {
        case insert = 0, delete, reload, move, none
    }

    /// The index path before the update.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path after the update.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the update does.
    @exclusivity(unchecked) open private(set) var updateAction = Action.none

    package init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
