import Foundation

extension UITableView {
    /// The selected row (the first selected), if any.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows, nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row at `indexPath` (nil deselects every row) without telling the
    /// delegate, as UIKit does, and scrolls it to `scrollPosition`. A selected cell draws its
    /// selected background.
    func baseSelectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard layoutModel.contains(indexPath), allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !multiple {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        reconfigureVisibleCells()
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` without telling the delegate.
    func baseDeselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
        reconfigureVisibleCells()
    }

    /// Tells the cells on screen their selection and separators again.
    func reconfigureVisibleCells() {
        for (indexPath, cell) in display.cells { configure(cell, at: indexPath) }
    }
}
