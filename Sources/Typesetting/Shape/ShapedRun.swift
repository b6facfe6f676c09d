/// An item's glyphs in points, clusters as absolute scalar indices.
struct ShapedRun: Sendable {
    var item: TextItem
    var glyphs: [Glyph]

    /// The glyphs whose clusters lie in `range`; clusters never decrease left to right.
    func glyphs(in range: Range<Int>) -> ArraySlice<Glyph> {
        let lower = firstGlyph(atOrAfter: range.lowerBound)
        let upper = firstGlyph(atOrAfter: range.upperBound)
        return glyphs[lower..<max(lower, upper)]
    }

    private func firstGlyph(atOrAfter scalarIndex: Int) -> Int {
        var low = 0
        var high = glyphs.count
        while low < high {
            let mid = (low + high) / 2
            if glyphs[mid].scalarIndex < scalarIndex { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
