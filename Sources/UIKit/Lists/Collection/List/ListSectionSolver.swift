import Foundation

/// Lays out a list section the way a table view lays out a section of its style
/// (docs/TABLE-VIEW.md), so a list and a table built alike have the same frames: rows
/// across the width (inset grouped and sidebar sections inset by the collection view's
/// layout margins), self-sized from a 44-point estimate; a plain header 22 points below
/// the previous section, pinned while its section scrolls; grouped sections without a
/// header or footer keep 17.5 points of room for each; separators under every row but a
/// grouped section's last; the first and last rows of an inset grouped section rounded.
@preconcurrency @MainActor
struct ListSectionSolver {
    let section: Int
    let itemCount: Int
    let configuration: UICollectionLayoutListConfiguration
    /// Where rows start across the layout and how wide they are.
    let rowX: CGFloat
    let rowWidth: CGFloat
    /// The side margin of the rows' content (16 or 20 points).
    let contentMargin: CGFloat
    let measured: (CollectionElementKey) -> CGSize?

    private var appearance: UICollectionLayoutListConfiguration.Appearance { configuration.appearance }
    private var isPlain: Bool { appearance == .plain || appearance == .sidebarPlain }

    func solve(start: CGFloat) -> CompositionalGeometry.Section {
        var result = CompositionalGeometry.Section()
        var cursor = start
        var context = ListItemContext()
        context.appearance = appearance
        context.contentMargin = contentMargin
        context.separatorColor = configuration.separatorConfiguration.color
        let headerKey = CollectionElementKey(category: .supplementaryView, kind: UICollectionView.elementKindSectionHeader,
                                             indexPath: IndexPath(item: 0, section: section))
        var header: CompositionalGeometry.Element?
        switch configuration.headerMode {
        case .supplementary:
            if isPlain { cursor += configuration.headerTopPadding ?? TableMetrics.plainHeaderTopPadding }
            var headerContext = context
            headerContext.role = .header
            let element = element(headerKey, at: cursor, context: headerContext)
            cursor += element.frame.height
            header = element
        case .firstItemInSection:
            if isPlain { cursor += configuration.headerTopPadding ?? TableMetrics.plainHeaderTopPadding }
        case .none:
            if !isPlain { cursor += TableMetrics.groupedUntitledHeaderFooterHeight }
        }
        let firstRow = configuration.headerMode == .firstItemInSection ? 1 : 0
        for item in 0..<itemCount {
            let indexPath = IndexPath(item: item, section: section)
            var rowContext = context
            if item < firstRow {
                rowContext.role = .header
            } else {
                decorate(&rowContext, row: item - firstRow, rows: itemCount - firstRow, indexPath: indexPath)
            }
            let row = element(CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath), at: cursor, context: rowContext)
            cursor += row.frame.height
            result.elements.append(row)
        }
        let rowsEnd = cursor
        switch configuration.footerMode {
        case .supplementary:
            var footerContext = context
            footerContext.role = .footer
            let key = CollectionElementKey(category: .supplementaryView, kind: UICollectionView.elementKindSectionFooter,
                                           indexPath: IndexPath(item: 0, section: section))
            let footer = element(key, at: cursor, context: footerContext)
            cursor += footer.frame.height
            result.elements.append(footer)
        case .none:
            if !isPlain { cursor += TableMetrics.groupedUntitledHeaderFooterHeight }
        }
        if var header {
            // As in plain tables, a plain list's header stays under the top of the visible
            // area while its rows scroll under it.
            if isPlain { header.pin = (header.frame.minY...max(header.frame.maxY, rowsEnd), true) }
            result.elements.append(header)
        }
        result.frame = CGRect(x: rowX, y: start, width: rowWidth, height: cursor - start)
        return result
    }

    /// A row, header or footer at `y`: its measured height, else the 44-point estimate.
    private func element(_ key: CollectionElementKey, at y: CGFloat, context: ListItemContext) -> CompositionalGeometry.Element {
        let height = measured(key)?.height ?? ListContentMetrics.estimatedRowHeight
        return CompositionalGeometry.Element(key: key, frame: CGRect(x: rowX, y: y, width: rowWidth, height: height),
                                             estimatedAxes: .vertical, listContext: context)
    }

    /// A row's separator and corners: as in tables, every row of a plain list has a
    /// separator, a grouped section's last row none; the separator configuration and the
    /// item separator handler have the last word.
    private func decorate(_ context: inout ListItemContext, row: Int, rows: Int, indexPath: IndexPath) {
        let isFirst = row == 0
        let isLast = row == rows - 1
        var separators = configuration.separatorConfiguration
        if let handler = configuration.itemSeparatorHandler { separators = handler(indexPath, separators) }
        switch separators.bottomSeparatorVisibility {
        case .automatic: context.showsSeparator = configuration.showsSeparators && (isPlain || !isLast)
        case .visible: context.showsSeparator = true
        case .hidden: context.showsSeparator = false
        }
        context.separatorColor = separators.color
        context.reservesSeparator = configuration.showsSeparators
        context.separatorInsets = separators.customBottomInsets
        if appearance == .insetGrouped || appearance == .sidebar {
            var corners: CACornerMask = []
            if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            context.roundedCorners = appearance == .insetGrouped ? corners : []
        }
    }
}
