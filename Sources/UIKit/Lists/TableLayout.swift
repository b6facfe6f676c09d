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
        var y = tableHeaderHeight
        for index in sections.indices {
            sections[index].top = y
            var rowY = sections[index].rowsTop
            var tops: [CGFloat] = []
            tops.reserveCapacity(sections[index].rowHeights.count)
            for height in sections[index].rowHeights {
                tops.append(rowY)
                rowY += height
            }
            sections[index].rowTops = tops
            y = sections[index].bottom
        }
        contentHeight = y + tableFooterHeight
    }

    /// Places again the rows after `indexPath` and every section after its own, once its
    /// row changed height: the same offsets as `recomputeOffsets()`, found in place and only
    /// from that row on (a table measuring its rows one by one moves the rows below each).
    func recomputeOffsets(after indexPath: IndexPath) {
        guard contains(indexPath), !sections[indexPath.section...].contains(where: { $0.rowTops.count != $0.rowHeights.count }) else {
            return recomputeOffsets()
        }
        let first = indexPath.section
        // The heights are read from a copy (it shares their storage): the tops are written
        // in place meanwhile.
        let firstHeights = sections[first].rowHeights
        sections[first].rowTops.withUnsafeMutableBufferPointer { tops in
            var y = tops[indexPath.row] + firstHeights[indexPath.row]
            for row in (indexPath.row + 1)..<tops.count {
                tops[row] = y
                y += firstHeights[row]
            }
        }
        var y = sections[first].bottom
        for index in (first + 1)..<sections.count {
            sections[index].top = y
            var rowY = sections[index].rowsTop
            let heights = sections[index].rowHeights
            sections[index].rowTops.withUnsafeMutableBufferPointer { tops in
                for row in tops.indices {
                    tops[row] = rowY
                    rowY += heights[row]
                }
            }
            y = sections[index].bottom
        }
        contentHeight = y + tableFooterHeight
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
