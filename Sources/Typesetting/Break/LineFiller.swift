/// Chooses where lines end: greedy filling at break opportunities, falling back to
/// character boundaries for a word wider than the line.
struct LineFiller {
    let paragraph: ShapedParagraph
    let scalars: [UInt32]
    let maxWidth: Double?
    /// Allowed line ends, ascending, ending with the paragraph's end.
    let opportunities: [Int]

    private static let tolerance = 1e-6

    /// The lines' character ranges, covering the paragraph.
    func lines() -> [Range<Int>] {
        let range = paragraph.range
        guard let maxWidth, !range.isEmpty else { return [range] }
        var lines: [Range<Int>] = []
        var start = range.lowerBound
        var next = 0
        while start < range.upperBound {
            while next < opportunities.count, opportunities[next] <= start { next += 1 }
            var end: Int?
            var k = next
            while k < opportunities.count {
                let candidate = opportunities[k]
                if paragraph.visibleWidth(start, candidate, scalars: scalars) <= maxWidth + Self.tolerance {
                    end = candidate
                    k += 1
                } else {
                    break
                }
            }
            let limit = k < opportunities.count ? opportunities[k] : range.upperBound
            let lineEnd = end ?? emergencyEnd(from: start, before: limit, maxWidth: maxWidth)
            lines.append(start..<lineEnd)
            start = lineEnd
        }
        return lines
    }

    /// The furthest character boundary after `start` (and not past `limit`) that fits,
    /// but at least one character, so every line makes progress.
    private func emergencyEnd(from start: Int, before limit: Int, maxWidth: Double) -> Int {
        var best: Int?
        var index = start + 1
        while index <= limit {
            if paragraph.isBoundary(index) {
                if paragraph.visibleWidth(start, index, scalars: scalars) <= maxWidth + Self.tolerance || best == nil {
                    best = index
                } else {
                    break
                }
            }
            index += 1
        }
        return best ?? limit
    }
}
