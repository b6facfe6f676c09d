import Foundation

/// Row and section updates. A render shows the end state of an update, so each one asks
/// the data source for the table again, as `reloadData()` does; animations do not run.
extension UITableView {
    /// Runs `updates` and reloads the table; `completion` gets true.
    func basePerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// Starts a group of updates (kept for older code; `performBatchUpdates` is preferred).
    public func beginUpdates() {}

    /// Ends a group of updates and reloads the table.
    public func endUpdates() {
        reloadData()
    }

    /// Whether updates are waiting to be shown (never: they show at once).
    public var hasUncommittedUpdates: Bool { false }

    /// Inserts sections.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Reloads sections.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    /// Inserts rows.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Deletes rows.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads rows.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Asks the data source for the rows' cells again.
    public func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
    /// Moves a row.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
}
