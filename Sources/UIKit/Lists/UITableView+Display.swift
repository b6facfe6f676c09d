import Foundation

extension UITableView {
    /// A cell for `indexPath` from the data source, told where it sits.
    func makeCell(for indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        configure(cell, at: indexPath)
        return cell
    }

    /// Tells `cell` its style, margins, separator, corners, editing controls and selection.
    func configure(_ cell: UITableViewCell, at indexPath: IndexPath) {
        var context = TableCellContext()
        context.isInTable = true
        context.style = style
        context.contentMargin = cellContentMargin
        if insetsContentViewsToSafeArea {
            context.safeAreaLeft = safeAreaInsets.left
            context.safeAreaRight = safeAreaInsets.right
        }
        context.indexWidth = showsSectionIndex && style != .insetGrouped ? TableMetrics.sectionIndexWidth : 0
        context.separatorStyle = separatorStyle
        context.separatorColor = separatorColor
        let rows = layoutModel.contains(indexPath) ? layoutModel.sections[indexPath.section].rowHeights.count : 1
        let isFirst = indexPath.row == 0
        let isLast = indexPath.row == rows - 1
        // As on iOS, a selected row hides its separator and the one above it.
        let next = IndexPath(row: indexPath.row + 1, section: indexPath.section)
        context.showsSeparator = (style == .plain || !isLast) && !selectedRows.contains(indexPath) && !selectedRows.contains(next)
        context.tableSeparatorInset = separatorInset
        context.tableSeparatorInsetIsCustom = customSeparatorInset != nil
        context.separatorInsetReference = separatorInsetReference
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            context.roundedCorners = corners
        }
        if isEditing, dataSource?.tableView(self, canEditRowAt: indexPath) ?? true {
            context.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
            context.indentsWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        }
        context.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        cell.context = context
        if let level = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath), level != 0 { cell.indentationLevel = level }
        if cell.storedEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        let selected = selectedRows.contains(indexPath)
        if cell.storedSelected != selected { cell.setSelected(selected, animated: false) }
        cell.setNeedsLayout()
    }

    /// Takes every cell, header and footer off screen for reuse (a reload).
    func recycleAllViews() {
        for (_, cell) in display.cells {
            cell.removeFromSuperview()
            reuse.enqueue(cell)
        }
        display.cells.removeAll()
        for view in Array(display.headers.values) + Array(display.footers.values) {
            view.removeFromSuperview()
            if let headerFooter = view as? UITableViewHeaderFooterView { reuse.enqueue(headerFooter) }
        }
        display.headers.removeAll()
        display.footers.removeAll()
        supplementaryCache.removeAll()
    }

    /// Makes and measures the cells of the rows in the bounds (measuring can move rows, so
    /// until the set settles), places them, takes the others off screen, and places the
    /// table header and footer, the section headers and footers, the filler separators and
    /// the section index.
    func layOutRows() {
        reloadIfNeeded()
        let span = rowSpan
        // Like UIKit, rows are made in order and each measured row moves the ones after it
        // before the next is looked at, so only the rows that end up on screen get cells.
        // A measured row moves only the rows after it: the walk goes on from it.
        var next = layoutModel.rows(from: bounds.minY, to: bounds.maxY).first
        while let indexPath = next {
            if display.cells[indexPath] == nil, let cell = makeCell(for: indexPath) {
                display.cells[indexPath] = cell
                if layoutModel.sections[indexPath.section].rowIsEstimate[indexPath.row],
                   layoutModel.setMeasuredHeight(cell.fittingHeight(forWidth: span.width), for: indexPath) {
                    layoutModel.recomputeOffsets(after: indexPath)
                }
            }
            next = layoutModel.row(after: indexPath, above: bounds.maxY)
        }
        let visible = layoutModel.rows(from: bounds.minY, to: bounds.maxY)
        let size = CGSize(width: bounds.width, height: layoutModel.contentHeight)
        if contentSize != size { contentSize = size }
        let visibleSet = Set(visible)
        for (indexPath, cell) in display.cells where !visibleSet.contains(indexPath) {
            display.cells[indexPath] = nil
            if cell.superview === self { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
            cell.removeFromSuperview()
            reuse.enqueue(cell)
        }
        let firstCellIndex = (backgroundView == nil ? 0 : 1) + (refreshControl == nil ? 0 : 1)
        for indexPath in visible {
            guard let cell = display.cells[indexPath] else { continue }
            let rect = layoutModel.rowRect(indexPath, width: span.width)
            cell.setFrameIfChanged(CGRect(x: span.x, y: rect.minY, width: span.width, height: rect.height))
            if cell.superview !== self {
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                insertSubview(cell, at: min(firstCellIndex, subviews.count))
            }
            // The cell's content view takes its place now, as the cell's layoutSubviews()
            // would place it: an Auto Layout tree then solves once for all the cells, not
            // once for each cell's content view as the cells are laid out one by one.
            cell.placeContentIfConfigured()
        }
        tableHeaderView?.setFrameIfChanged(CGRect(x: 0, y: 0, width: bounds.width, height: layoutModel.tableHeaderHeight))
        tableFooterView?.setFrameIfChanged(CGRect(x: 0, y: layoutModel.contentHeight - layoutModel.tableFooterHeight, width: bounds.width,
                                        height: layoutModel.tableFooterHeight))
        backgroundView?.setFrameIfChanged(bounds)
        layOutSupplementaryViews(span: span)
        layOutFiller()
        layOutSectionIndex()
    }

    /// Places the headers and footers of the sections in the bounds; a plain table's
    /// headers stay pinned under the top inset while their section scrolls under them.
    private func layOutSupplementaryViews(span: (x: CGFloat, width: CGFloat)) {
        let sections = Set(layoutModel.sections(from: bounds.minY, to: bounds.maxY))
        for isFooter in [false, true] {
            let shown = isFooter ? display.footers : display.headers
            for (section, view) in shown where !sections.contains(section) {
                view.removeFromSuperview()
                if isFooter { display.footers[section] = nil } else { display.headers[section] = nil }
            }
            for section in sections.sorted() {
                let geometry = layoutModel.sections[section]
                let height = isFooter ? geometry.footerHeight : geometry.headerHeight
                guard height > 0, let view = supplementaryView(section: section, footer: isFooter) else { continue }
                var y = isFooter ? geometry.footerTop : geometry.headerTop
                if style == .plain, !isFooter {
                    let pinned = bounds.minY + adjustedContentInset.top
                    y = min(max(y, pinned), geometry.rowsBottom - height)
                    y = max(y, geometry.headerTop)
                }
                view.setFrameIfChanged(CGRect(x: span.x, y: y, width: span.width, height: height))
                if view.superview !== self {
                    if isFooter {
                        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                        display.footers[section] = view
                    } else {
                        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                        display.headers[section] = view
                    }
                    addSubview(view)
                }
            }
        }
    }
}
