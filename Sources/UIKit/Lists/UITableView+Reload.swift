import Foundation

extension UITableView {
    /// The side margin of the cells' content: the table's layout margin without the safe
    /// area (16 or 20 points unless code set the table's margins).
    var cellContentMargin: CGFloat {
        let margins = layoutMargins
        let safe = insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero
        return max(0, isRightToLeft ? margins.right - safe.right : margins.left - safe.left)
    }

    /// How far inset grouped sections sit from the table's edges: the layout margins (with
    /// the safe area), or the readable width's margins when cells follow it.
    var sectionInsets: (left: CGFloat, right: CGFloat) {
        guard style == .insetGrouped else { return (0, 0) }
        var left = layoutMargins.left
        var right = layoutMargins.right
        if cellLayoutMarginsFollowReadableWidth {
            let readable = ReadableWidth.width(for: traitCollection.preferredContentSizeCategory)
            let extra = max(0, (bounds.width - left - right - readable) / 2)
            left += extra
            right += extra
        }
        return (left, right)
    }

    /// The x and width of rows, headers and footers.
    var rowSpan: (x: CGFloat, width: CGFloat) {
        let insets = sectionInsets
        return (insets.left, max(0, bounds.width - insets.left - insets.right))
    }

    /// Asks the data source for the sections and rows and the delegate for the heights, if
    /// a reload is pending or the width changed.
    func reloadIfNeeded() {
        guard needsReload || layoutModel.width != bounds.width else { return }
        needsReload = false
        recycleAllViews()
        let model = layoutModel
        model.width = bounds.width
        model.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        model.tableFooterHeight = tableFooterView?.frame.height ?? 0
        guard let dataSource else {
            model.sections = []
            model.recomputeOffsets()
            return
        }
        // The counts first, so a delegate asking `numberOfRows(inSection:)` for a height
        // gets the new answer.
        let count = max(0, dataSource.numberOfSections(in: self))
        model.sections = (0..<count).map { index in
            var section = TableLayout.Section()
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: index))
            section.rowHeights = [CGFloat](repeating: 0, count: rows)
            section.rowIsEstimate = [Bool](repeating: false, count: rows)
            return section
        }
        for index in 0..<count {
            var section = model.sections[index]
            for row in section.rowHeights.indices {
                let indexPath = IndexPath(row: row, section: index)
                let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if height >= 0 {
                    section.rowHeights[row] = height
                } else {
                    let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                    section.rowHeights[row] = estimate > 0 ? estimate : ListContentMetrics.estimatedRowHeight
                    section.rowIsEstimate[row] = true
                }
            }
            section.headerHeight = supplementaryHeight(section: index, footer: false)
            section.footerHeight = supplementaryHeight(section: index, footer: true)
            if section.headerHeight > 0 {
                section.headerPadding = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding
                    : (style == .plain ? TableMetrics.plainHeaderTopPadding : 0)
            }
            model.sections[index] = section
        }
        model.recomputeOffsets()
        if estimatedRowHeight == 0 { measureAllEstimatedRows() }
    }

    /// With estimates turned off, every self-sizing row is measured now, as UIKit does.
    private func measureAllEstimatedRows() {
        for (sectionIndex, section) in layoutModel.sections.enumerated() {
            for row in section.rowIsEstimate.indices where section.rowIsEstimate[row] {
                let indexPath = IndexPath(row: row, section: sectionIndex)
                guard let cell = makeCell(for: indexPath) else { continue }
                layoutModel.setMeasuredHeight(cell.fittingHeight(forWidth: rowSpan.width), for: indexPath)
                reuse.enqueue(cell)
            }
        }
        layoutModel.recomputeOffsets()
    }

    /// The height of a section's header or footer: the delegate's, else the table's
    /// property; automatic fits the delegate's view or the data source's title, and
    /// without either is none in plain tables and 17.5 points in grouped ones.
    private func supplementaryHeight(section: Int, footer: Bool) -> CGFloat {
        let asked = footer ? (tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
            : (tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
        if asked >= 0 { return asked }
        let width = rowSpan.width
        if let view = supplementaryView(section: section, footer: footer) {
            if let headerFooter = view as? UITableViewHeaderFooterView { return headerFooter.fittingHeight(forWidth: width) }
            let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            return fitted > 0 ? fitted : view.frame.height
        }
        return style == .plain ? 0 : TableMetrics.groupedUntitledHeaderFooterHeight
    }

    /// The view for a section's header or footer: the delegate's, else a standard view
    /// showing the data source's title, else nil. Made once per reload and kept.
    func supplementaryView(section: Int, footer: Bool) -> UIView? {
        let key = SupplementaryKey(section: section, isFooter: footer)
        if let cached = supplementaryCache[key] { return cached.view }
        var view = footer ? tableDelegate?.tableView(self, viewForFooterInSection: section)
            : tableDelegate?.tableView(self, viewForHeaderInSection: section)
        if view == nil, let title = footer ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section) {
            let standard = UITableViewHeaderFooterView(reuseIdentifier: nil)
            prepare(standard, footer: footer)
            var content = standard.defaultContentConfiguration()
            content.text = title
            standard.contentConfiguration = content
            view = standard
        }
        if let headerFooter = view as? UITableViewHeaderFooterView { prepare(headerFooter, footer: footer) }
        supplementaryCache[key] = SupplementaryEntry(view: view)
        return view
    }

    /// Tells a header or footer view the table's style and margins.
    func prepare(_ view: UITableViewHeaderFooterView, footer: Bool) {
        view.tableStyle = style
        view.isFooter = footer
        view.contentMargin = cellContentMargin
    }
}

/// A section's header or footer.
struct SupplementaryKey: Hashable {
    var section: Int
    var isFooter: Bool
}

/// A header or footer view asked for (nil when the section has none).
struct SupplementaryEntry {
    var view: UIView?
}
