import Foundation

/// How a flow layout fills and spaces its lines (rows when scrolling vertically, columns
/// when scrolling horizontally), as docs/COLLECTION-VIEW.md describes with its sources:
///
/// - Items go on the current line while they fit with the minimum inter-item spacing
///   between them; an item that does not fit starts the next line (one too wide for any
///   line sits alone on its own).
/// - Every line is justified: what is left after the items and minimum spacings is shared
///   equally between the gaps, so the first item touches the leading inset and the last
///   the trailing one. A line that holds a single item centers it.
/// - The section's last line is spaced as if it were filled with copies of its last item,
///   so in a grid of equal items it keeps the columns of the lines above (it looks leading
///   aligned); a last line that could hold only one item is centered.
/// - Items shorter than their line are centered across it.
struct FlowLine {
    /// The items' indexes in the section.
    var items: Range<Int>
    /// The line's extent across (the tallest item of a row).
    var thickness: CGFloat = 0

    /// Tolerance for sizes computed as fractions of the width (a third of 390 points, say).
    static let tolerance: CGFloat = 0.001

    /// Breaks items of the given lengths along the line into lines `available` long.
    static func lines(lengths: [CGFloat], thicknesses: [CGFloat], available: CGFloat, spacing: CGFloat) -> [FlowLine] {
        var lines: [FlowLine] = []
        var start = 0
        var used: CGFloat = 0
        var thickness: CGFloat = 0
        for index in lengths.indices {
            let needed = index == start ? lengths[index] : used + spacing + lengths[index]
            if index > start, needed > available + tolerance {
                lines.append(FlowLine(items: start..<index, thickness: thickness))
                start = index
                used = lengths[index]
                thickness = thicknesses[index]
            } else {
                used = needed
                thickness = max(thickness, thicknesses[index])
            }
        }
        if start < lengths.count { lines.append(FlowLine(items: start..<lengths.count, thickness: thickness)) }
        return lines
    }

    /// The offsets of the line's items from the leading inset, justified as described
    /// above; `isLast` fills the line with copies of its last item when spacing it.
    static func offsets(lengths: [CGFloat], available: CGFloat, spacing: CGFloat, isLast: Bool) -> [CGFloat] {
        guard let lastLength = lengths.last else { return [] }
        var leftover = available
        var slots = 0
        while slots < lengths.count || isLast {
            let length = (slots < lengths.count ? lengths[slots] : lastLength) + (slots > 0 ? spacing : 0)
            if leftover + tolerance < length || (slots >= lengths.count && length <= 0) { break }
            leftover -= length
            slots += 1
        }
        leftover = max(0, leftover)
        var cursor: CGFloat = slots == 1 ? leftover / 2 : 0
        let extra = slots > 1 ? leftover / CGFloat(slots - 1) : 0
        var offsets: [CGFloat] = []
        for length in lengths {
            offsets.append(cursor)
            cursor += length + spacing + extra
        }
        return offsets
    }
}
