import Foundation

/// A table's geometry: per section the padding above its header, the header's, rows' and
/// footer's heights, and where each starts; rows not measured yet carry their estimate.
/// Offsets are recomputed in one pass and rows are found by binary search, so a table of
/// thousands of rows lays out in time proportional to the rows on screen.
@preconcurrency @MainActor
final class TableLayout {
    struct Section {
        var headerPadding: CGFloat = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var rowHeights: [CGFloat] = []
        /// Whether each row's height is an estimate still to be measured from its cell.
        var rowIsEstimate: [Bool] = []
        /// Where the section (its header padding) starts.
        var top: CGFloat = 0
        /// Where each row starts.
        var rowTops: [CGFloat] = []

        var headerTop: CGFloat { top + headerPadding }
        var rowsTop: CGFloat { headerTop + headerHeight }
        var rowsBottom: CGFloat {
            guard let last = rowTops.last, let height = rowHeights.last else { return rowsTop }
            return last + height
        }
        var footerTop: CGFloat { rowsBottom }
        var bottom: CGFloat { rowsBottom + footerHeight }
    }

    var sections: [Section] = []
    @exclusivity(unchecked) var tableHeaderHeight: CGFloat = 0
    @exclusivity(unchecked) var tableFooterHeight: CGFloat = 0
    /// The width the heights were found for.
    @exclusivity(unchecked) var width: CGFloat = -1
    @exclusivity(unchecked) private(set) var contentHeight: CGFloat = 0

    /// Places every section and row after the one before it.
    func recomputeOffsets() {
        placeSections(from: 0, top: tableHeaderHeight)
    }

    /// Places again the rows after `indexPath` and every section after its own, once its
    /// row changed height: the offsets `recomputeOffsets()` finds, from that row on only (a
    /// table measuring its rows one by one moves the rows below each).
    func recomputeOffsets(after indexPath: IndexPath) {
        let section = indexPath.section
        guard contains(indexPath), sections[section].rowTops.count == sections[section].rowHeights.count else {
            return recomputeOffsets()
        }
        let row = indexPath.row
        placeRows(ofSection: section, from: row + 1, top: sections[section].rowTops[row] + sections[section].rowHeights[row])
        placeSections(from: section + 1, top: sections[section].bottom)
    }

    /// Places the sections from `first` on, the first of them at `top`, and the content's end.
    private func placeSections(from first: Int, top: CGFloat) {
        var y = top
        for index in first..<sections.count {
            sections[index].top = y
            placeRows(ofSection: index, from: 0, top: sections[index].rowsTop)
            y = sections[index].bottom
        }
        contentHeight = y + tableFooterHeight
    }

    /// Places the section's rows from `firstRow` on, the first of them at `top`, in place.
    private func placeRows(ofSection index: Int, from firstRow: Int, top: CGFloat) {
        // The heights are read from a copy (it shares their storage) while the tops are
        // written in place.
        let heights = sections[index].rowHeights
        if sections[index].rowTops.count != heights.count {
            sections[index].rowTops = Array(repeating: 0, count: heights.count)
        }
        sections[index].rowTops.withUnsafeMutableBufferPointer { tops in
            var y = top
            for row in firstRow..<tops.count {
                tops[row] = y
                y += heights[row]
            }
        }
    }

    /// Whether `indexPath` names a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
    }

    /// The row's rectangle across `width` (before any inset of its section).
    func rowRect(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
        guard contains(indexPath) else { return .zero }
        let section = sections[indexPath.section]
        return CGRect(x: 0, y: section.rowTops[indexPath.row], width: width, height: section.rowHeights[indexPath.row])
    }

    /// Sets a measured row height; returns whether it changed.
    @discardableResult
    func setMeasuredHeight(_ height: CGFloat, for indexPath: IndexPath) -> Bool {
        guard contains(indexPath) else { return false }
        sections[indexPath.section].rowIsEstimate[indexPath.row] = false
        guard sections[indexPath.section].rowHeights[indexPath.row] != height else { return false }
        sections[indexPath.section].rowHeights[indexPath.row] = height
        return true
    }

    /// The rows whose rectangles meet the band from `minY` to `maxY`, in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for (sectionIndex, section) in sections.enumerated() where section.rowsBottom > minY && section.rowsTop < maxY {
            let tops = section.rowTops
            // The first row whose bottom is below minY.
            var low = 0, high = tops.count
            while low < high {
                let middle = (low + high) / 2
                if tops[middle] + section.rowHeights[middle] <= minY { low = middle + 1 } else { high = middle }
            }
            var row = low
            while row < tops.count, tops[row] < maxY {
                if section.rowHeights[row] > 0 || tops[row] >= minY { result.append(IndexPath(row: row, section: sectionIndex)) }
                row += 1
            }
        }
        return result
    }

    /// The row after `indexPath` (in its section or the next with rows) when it starts
    /// above `maxY`; nil at the end or below.
    func row(after indexPath: IndexPath, above maxY: CGFloat) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row + 1
        while section < sections.count {
            let tops = sections[section].rowTops
            if row < tops.count { return tops[row] < maxY ? IndexPath(row: row, section: section) : nil }
            section += 1
            row = 0
        }
        return nil
    }

    /// The sections whose rectangles (padding to footer) meet the band.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
        sections.indices.filter { sections[$0].bottom > minY && sections[$0].top < maxY }
    }
}
