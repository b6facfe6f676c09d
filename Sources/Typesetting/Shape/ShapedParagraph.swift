/// A paragraph after itemizing and shaping: its runs, and the pen position before each
/// character, from which every line width is read without shaping again.
final class ShapedParagraph: Sendable {
    let range: Range<Int>
    let runs: [ShapedRun]
    /// `penX[i - range.lowerBound]`: the sum of advances of the characters before `i`.
    let penX: [Double]
    /// Whether a line or a truncation may cut before each character (a cluster starts there
    /// and the character does not attach to the one before); the end is always a boundary.
    let isBoundary: [Bool]

    init(range: Range<Int>, buffer: TextBuffer, items: [TextItem]) {
        self.range = range
        // Each character's advance goes in the slot after it; a running sum then makes
        // the slots pen positions.
        var penX = [Double](repeating: 0, count: range.count + 1)
        var isBoundary = [Bool](repeating: false, count: range.count + 1)
        isBoundary[range.count] = true
        var runs: [ShapedRun] = []
        runs.reserveCapacity(items.count)
        for item in items {
            let start = item.range.lowerBound
            var glyphs = item.face.harfBuzz.shape(
                buffer.scalars[item.range], script: item.script, language: item.language, pointSize: item.pointSize
            ) { (buffer.utf8Offsets[start + $0], start + $0) }
            let kern = buffer.text.spans[item.spanIndex].kern
            if kern != 0 {
                // Kerning goes after each character: on the last glyph of each cluster.
                for g in glyphs.indices where g == glyphs.count - 1 || glyphs[g + 1].scalarIndex != glyphs[g].scalarIndex {
                    glyphs[g].advance += kern
                }
            }
            for glyph in glyphs {
                penX[glyph.scalarIndex - range.lowerBound + 1] += glyph.advance
                isBoundary[glyph.scalarIndex - range.lowerBound] = true
            }
            runs.append(ShapedRun(item: item, glyphs: glyphs))
        }
        for offset in 1..<max(range.count, 1) where isBoundary[offset] {
            if CharacterClass.attachesToPrevious(buffer.scalars[range.lowerBound + offset]) {
                isBoundary[offset] = false
            }
        }
        var hasTabs = false
        for offset in 0..<range.count {
            if buffer.scalars[range.lowerBound + offset] == 0x09 {
                hasTabs = true
                let stop = (penX[offset] / Self.tabInterval + 1e-9).rounded(.down) * Self.tabInterval + Self.tabInterval
                penX[offset + 1] = stop
            } else {
                penX[offset + 1] += penX[offset]
            }
        }
        if hasTabs { Self.widenTabs(&runs, penX: penX, range: range, scalars: buffer.scalars) }
        self.runs = runs
        self.penX = penX
        self.isBoundary = isBoundary
    }

    /// The distance between default tab stops, as NSParagraphStyle's `defaultTabInterval`
    /// gives TextKit's labels.
    static let tabInterval = 28.0

    /// Gives each tab's glyph the width up to its tab stop (measured from the paragraph's
    /// start).
    private static func widenTabs(_ runs: inout [ShapedRun], penX: [Double], range: Range<Int>, scalars: [UInt32]) {
        for r in runs.indices {
            for g in runs[r].glyphs.indices where scalars[runs[r].glyphs[g].scalarIndex] == 0x09 {
                let offset = runs[r].glyphs[g].scalarIndex - range.lowerBound
                runs[r].glyphs[g].advance = penX[offset + 1] - penX[offset]
            }
        }
    }

    func x(_ scalarIndex: Int) -> Double {
        penX[scalarIndex - range.lowerBound]
    }

    func isBoundary(_ scalarIndex: Int) -> Bool {
        isBoundary[scalarIndex - range.lowerBound]
    }

    /// The width of `start..<end` without the whitespace at its end.
    func visibleWidth(_ start: Int, _ end: Int, scalars: [UInt32]) -> Double {
        x(trimmedEnd(start, end, scalars: scalars)) - x(start)
    }

    /// `end` moved back over hanging whitespace, not before `start`.
    func trimmedEnd(_ start: Int, _ end: Int, scalars: [UInt32]) -> Int {
        var end = end
        while end > start, CharacterClass.isHangingWhitespace(scalars[end - 1]) { end -= 1 }
        return end
    }

    /// The run holding `scalarIndex`, or the last run when it is the paragraph's end.
    func run(containing scalarIndex: Int) -> ShapedRun? {
        let index = firstRun(endingAfter: scalarIndex)
        return index < runs.count ? runs[index] : runs.last
    }

    /// The runs that set characters in `range`, in order.
    func runs(overlapping range: Range<Int>) -> ArraySlice<ShapedRun> {
        let lower = firstRun(endingAfter: range.lowerBound)
        var upper = lower
        while upper < runs.count, runs[upper].item.range.lowerBound < range.upperBound { upper += 1 }
        return runs[lower..<upper]
    }

    /// The index of the first run whose range ends after `scalarIndex` (runs are in order).
    private func firstRun(endingAfter scalarIndex: Int) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].item.range.upperBound <= scalarIndex { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
