import Foundation

/// What a table tells a cell about where it sits: the table's style and margins, whether
/// and where its separator shows, which corners round (inset grouped sections), and the
/// editing controls the delegate asked for.
struct TableCellContext {
    var style = UITableView.Style.plain
    /// The leading and trailing margin of the content (16 or 20 points).
    var contentMargin: CGFloat = 16
    /// The safe area the content view is inset from (left, right), if the table insets it.
    var safeAreaLeft: CGFloat = 0
    var safeAreaRight: CGFloat = 0
    /// Room kept free at the trailing edge for the section index.
    var indexWidth: CGFloat = 0
    var separatorStyle = UITableViewCell.SeparatorStyle.none
    var separatorColor: UIColor? = .separator
    /// Whether the row draws a separator under it.
    var showsSeparator = false
    /// The table's separator inset and whether code set it.
    var tableSeparatorInset = UIEdgeInsets.zero
    var tableSeparatorInsetIsCustom = false
    var separatorInsetReference = UITableView.SeparatorInsetReference.fromCellEdges
    var roundedCorners: CACornerMask = []
    var editingStyle = UITableViewCell.EditingStyle.none
    var showsReorderControl = false
    var indentsWhileEditing = true
    var isInTable = false
}

/// The content view of a table cell (UIKit's `UITableViewCellContentView`): its margins are
/// the cell's list margins (11 points above and below, the table's side margin at the
/// sides, none at the trailing edge beside an accessory).
@preconcurrency @MainActor
final class TableCellContentView: UIView {
    /// The cell whose content view this is: its superview (not a weak reference, which would
    /// give the view a side table for its reference counts, slowing every retain of it).
    var cell: UITableViewCell? {
        guard let cell = storedSuperview as? UITableViewCell, cell.storedContentView === self else { return nil }
        return cell
    }

    override var systemDefaultLayoutMargins: UIEdgeInsets? {
        guard let cell else { return nil }
        let margin = cell.context.contentMargin
        let trailing = cell.hasVisibleAccessory ? 0 : margin
        let vertical = ListContentMetrics.cellVerticalMargin
        return isRightToLeft ? UIEdgeInsets(top: vertical, left: trailing, bottom: vertical, right: margin)
            : UIEdgeInsets(top: vertical, left: margin, bottom: vertical, right: trailing)
    }
}
