import Foundation

extension UITableView {
    /// The rectangle of `section`, from the room above its header to the end of its footer,
    /// across the table.
    public func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard layoutModel.sections.indices.contains(section) else { return .zero }
        let geometry = layoutModel.sections[section]
        return CGRect(x: 0, y: geometry.top, width: bounds.width, height: geometry.bottom - geometry.top)
    }

    /// The rectangle of the header of `section` where it scrolls with its section.
    public func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard layoutModel.sections.indices.contains(section) else { return .zero }
        let geometry = layoutModel.sections[section]
        let span = rowSpan
        return CGRect(x: span.x, y: geometry.headerTop, width: span.width, height: geometry.headerHeight)
    }

    /// The rectangle of the footer of `section`.
    public func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard layoutModel.sections.indices.contains(section) else { return .zero }
        let geometry = layoutModel.sections[section]
        let span = rowSpan
        return CGRect(x: span.x, y: geometry.footerTop, width: span.width, height: geometry.footerHeight)
    }

    /// The rectangle of the row at `indexPath` (its estimate until the row was on screen).
    func baseRectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        let span = rowSpan
        let rect = layoutModel.rowRect(indexPath, width: span.width)
        return rect == .zero ? .zero : rect.offsetBy(dx: span.x, dy: 0)
    }

    /// The row at `point` (in the table's coordinates), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        return layoutModel.rows(from: point.y, to: point.y + 0.001).first { rectForRow(at: $0).contains(point) }
    }

    /// The row `cell` shows, if it is on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        display.cells.first { $0.value === cell }?.key
    }

    /// The rows meeting `rect`.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        return layoutModel.rows(from: rect.minY, to: rect.maxY)
    }

    /// The cell showing the row at `indexPath`, if it is on screen.
    func baseCellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        display.cells[indexPath]
    }

    /// The cells on screen, in row order.
    var baseVisibleCells: [UITableViewCell] {
        display.cells.keys.sorted().compactMap { display.cells[$0] }
    }

    /// The rows on screen, in order.
    var baseIndexPathsForVisibleRows: [IndexPath]? {
        display.cells.keys.sorted()
    }

    /// The header view of `section`, if it is on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        display.headers[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section`, if it is on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        display.footers[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: the least
    /// scrolling that shows it), within the content's scrollable range.
    func baseScrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let row = rectForRow(at: indexPath)
        guard row != .zero else { return }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - visibleHeight / 2
        case .bottom: y = row.maxY - inset.top - visibleHeight
        case .none:
            if row.minY < y + inset.top { y = row.minY - inset.top } else if row.maxY > y + inset.top + visibleHeight {
                y = row.maxY - inset.top - visibleHeight
            }
        }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, -inset.top), maxY)), animated: animated)
    }

    /// Scrolls to the first selected row.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let first = selectedRows.sorted().first else { return }
        scrollToRow(at: first, at: scrollPosition, animated: animated)
    }
}
