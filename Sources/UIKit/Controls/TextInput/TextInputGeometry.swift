import Foundation
internal import Typesetting

/// Where a text input's characters are: its laid-out lines with the x of every insertion
/// point, in the input view's coordinates, from the same layout the input draws. Offsets are
/// UTF-16 code units. Lines are read left to right (right-to-left runs are not reordered).
struct TextInputGeometry {
    struct Line {
        /// The line's characters (trailing spaces and line break included).
        var characters: Range<Int>
        var top: CGFloat
        var height: CGFloat
        /// Every insertion point on the line, by offset, with its x.
        var stops: [(offset: Int, x: CGFloat)]
    }

    let lines: [Line]
    /// The insertion point's rectangle when there is no text.
    let emptyCaret: CGRect
    let length: Int

    /// The caret's width (iOS draws a 2-point bar).
    static let caretWidth: CGFloat = 2

    /// The geometry of `layout` (of `text`) drawn with its top left at `origin`.
    init(layout: TextLayout?, text: String, origin: CGPoint, emptyCaret: CGRect) {
        self.emptyCaret = emptyCaret
        let scalars = Array(text.unicodeScalars)
        var utf16OfScalar = [Int](repeating: 0, count: scalars.count + 1)
        for (index, scalar) in scalars.enumerated() { utf16OfScalar[index + 1] = utf16OfScalar[index] + scalar.utf16.count }
        length = utf16OfScalar[scalars.count]
        guard let layout else {
            lines = []
            return
        }
        var placed: [Line] = layout.lines.map { line in
            var xOfScalar: [Int: CGFloat] = [:]
            var pen = origin.x + CGFloat(line.x)
            var lastGlyphScalar = -1
            for run in line.runs.sorted(by: { $0.x < $1.x }) where !run.isTruncationToken {
                pen = origin.x + CGFloat(line.x + run.x)
                for glyph in run.glyphs {
                    if xOfScalar[glyph.scalarIndex] == nil { xOfScalar[glyph.scalarIndex] = pen }
                    lastGlyphScalar = max(lastGlyphScalar, glyph.scalarIndex)
                    pen += CGFloat(glyph.advance)
                }
            }
            let endX = pen
            let lower = min(line.scalarRange.lowerBound, scalars.count), upper = min(line.scalarRange.upperBound, scalars.count)
            var stops: [(offset: Int, x: CGFloat)] = []
            var previous = origin.x + CGFloat(line.x)
            for scalar in lower...upper {
                let x: CGFloat
                if let own = xOfScalar[scalar] {
                    x = own
                } else if scalar > lastGlyphScalar {
                    x = endX
                } else {
                    x = previous
                }
                previous = x
                stops.append((utf16OfScalar[scalar], x))
            }
            return Line(characters: utf16OfScalar[lower]..<utf16OfScalar[upper], top: origin.y + CGFloat(line.y),
                        height: CGFloat(line.height), stops: stops)
        }
        // A line holds the line break that ends it, as TextKit's line fragments do: up to
        // the next line's start, and for the last line any line breaks after it.
        let utf16 = Array(text.utf16)
        for index in placed.indices {
            var end = placed[index].characters.upperBound
            if index + 1 < placed.count {
                end = max(end, placed[index + 1].characters.lowerBound)
            } else {
                while end < utf16.count, [0x0A, 0x0D, 0x2028, 0x2029].contains(utf16[end]) { end += 1 }
            }
            placed[index].characters = placed[index].characters.lowerBound..<end
        }
        lines = placed
    }

    /// The line an insertion point at `offset` is on.
    private func lineIndex(for offset: Int) -> Int? {
        guard !lines.isEmpty else { return nil }
        return lines.firstIndex { offset < $0.characters.upperBound } ?? lines.count - 1
    }

    /// The x of the insertion point at `offset` on `line` (the one before it inside a
    /// character made of two code units).
    private func x(of offset: Int, on line: Line) -> CGFloat {
        line.stops.last { $0.offset <= offset }?.x ?? line.stops.first?.x ?? emptyCaret.minX
    }

    /// The insertion point's rectangle at `offset`.
    func caretRect(at offset: Int) -> CGRect {
        guard let index = lineIndex(for: offset) else { return emptyCaret }
        let line = lines[index]
        return CGRect(x: x(of: offset, on: line), y: line.top, width: Self.caretWidth, height: line.height)
    }

    /// The rectangles covering `range`, one per line it touches.
    func rects(for range: Range<Int>) -> [CGRect] {
        guard !range.isEmpty else { return [caretRect(at: range.lowerBound)] }
        return lines.compactMap { line in
            let start = max(range.lowerBound, line.characters.lowerBound), end = min(range.upperBound, line.characters.upperBound)
            guard start < end else { return nil }
            let x1 = x(of: start, on: line), x2 = x(of: end, on: line)
            return CGRect(x: min(x1, x2), y: line.top, width: abs(x2 - x1), height: line.height)
        }
    }

    /// The insertion point nearest `point`: on the line at its height (the first or last
    /// line above or below the text), the nearest of that line's insertion points.
    func closestOffset(to point: CGPoint) -> Int {
        guard let first = lines.first, let last = lines.last else { return 0 }
        let line: Line
        if point.y < first.top {
            line = first
        } else {
            line = lines.first { point.y < $0.top + $0.height } ?? last
        }
        var best = line.stops.first?.offset ?? 0, distance = CGFloat.infinity
        for stop in line.stops where abs(stop.x - point.x) < distance {
            distance = abs(stop.x - point.x)
            best = stop.offset
        }
        return best
    }

    /// The start of the character whose box holds `point` (on the line at its height).
    func characterOffset(at point: CGPoint) -> Int {
        guard let first = lines.first, let last = lines.last else { return 0 }
        let line = point.y < first.top ? first : (lines.first { point.y < $0.top + $0.height } ?? last)
        let inner = line.stops.dropLast()
        return (inner.last { $0.x <= point.x } ?? inner.first ?? line.stops.first)?.offset ?? 0
    }

    /// The offset `count` lines above (negative) or below `offset`, at the same x; nil past
    /// the first or last line.
    func offset(from offset: Int, lines count: Int) -> Int? {
        guard let index = lineIndex(for: offset), lines.indices.contains(index + count) else { return nil }
        let caret = caretRect(at: offset)
        let target = lines[index + count]
        return closestOffset(to: CGPoint(x: caret.minX, y: target.top + target.height / 2))
    }

    /// The lines' character ranges.
    var lineRanges: [Range<Int>] { lines.map(\.characters) }
}
