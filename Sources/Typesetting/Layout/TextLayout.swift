/// A paragraph set in lines: what the renderer draws and what `sizeThatFits` measures.
/// Coordinates are in points, origin at the top left, y down.
public struct TextLayout: Hashable, Sendable {
    /// The text that was laid out.
    public var text: StyledText
    /// The visible lines, top to bottom.
    public var lines: [TextLine]
    /// The widest line's width (trailing whitespace excluded).
    public var width: Double
    /// The lines' total height, line spacing between them included.
    public var height: Double
    /// Characters that no font could draw.
    public var missingCharacters: [MissingCharacter]
    /// Whether some text is hidden or replaced by "…" because of the line limit.
    public var isTruncated: Bool
    /// Whether a line runs past the width limit (`byClipping`).
    public var isClipped: Bool

    /// The first line's baseline, from the top (UIKit's `firstBaselineAnchor`).
    public var firstBaseline: Double? { lines.first?.baseline }
    /// The last line's baseline, from the top (UIKit's `lastBaselineAnchor`).
    public var lastBaseline: Double? { lines.last?.baseline }

    /// The faces the glyphs come from, in order of first use.
    public var faces: [FontFace] {
        var faces: [FontFace] = []
        for run in lines.lazy.flatMap(\.runs) where !faces.contains(run.face) {
            faces.append(run.face)
        }
        return faces
    }

    /// The size rounded up to whole device pixels at `scale` (1, 2 or 3), as UILabel rounds
    /// its `intrinsicContentSize`.
    public func size(roundedUpForScale scale: Double) -> (width: Double, height: Double) {
        func roundUp(_ value: Double) -> Double {
            // Tolerate floating-point noise so 20.000000001 does not become 20.5.
            (value * scale - 1e-7).rounded(.up) / scale
        }
        return (roundUp(width), roundUp(height))
    }

    /// The string the visible lines show, with "…" where text was truncated.
    public var visibleText: [String] {
        let scalars = Array(text.string.unicodeScalars)
        return lines.map { line in
            var result = ""
            var lastEnd: Int?
            for run in line.runs {
                if run.isTruncationToken {
                    result += run.glyphs.count == 1 ? "…" : "..."
                    continue
                }
                if let end = lastEnd, end > run.scalarRange.lowerBound { continue }
                result.unicodeScalars.append(contentsOf: scalars[run.scalarRange])
                lastEnd = run.scalarRange.upperBound
            }
            return result
        }
    }
}
