import Foundation

/// Item and section updates. A render shows the end state of an update, so each one asks
/// the data source for the collection again, as `reloadData()` does; nothing animates.
extension UICollectionView {
    func basePerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// Inserts sections.
    public func insertSections(_ sections: IndexSet) { reloadData() }
    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet) { reloadData() }
    /// Reloads sections.
    public func reloadSections(_ sections: IndexSet) { reloadData() }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    /// Inserts items.
    public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Deletes items.
    public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Reloads items.
    public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Asks the data source for the items' cells again.
    public func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Moves an item.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Whether updates are waiting to be shown (never: they show at once).
    public var hasUncommittedUpdates: Bool { false }
    /// Whether a drag is under way (never in a render).
    public var hasActiveDrag: Bool { false }
    /// Whether a drop is under way (never in a render).
    public var hasActiveDrop: Bool { false }
}
