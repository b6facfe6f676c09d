/// One line of laid-out text. Coordinates are in points, y down from the top of the layout.
public struct TextLine: Hashable, Sendable {
    /// The glyph runs, left to right.
    public var runs: [GlyphRun]
    /// The characters on the line, as scalar indices (trailing spaces included).
    public var scalarRange: Range<Int>
    /// The x of the line's start after alignment.
    public var x: Double
    /// The top of the line box.
    public var y: Double
    /// The line's width without trailing whitespace.
    public var width: Double
    /// The height of the line box.
    public var height: Double
    /// The baseline's y.
    public var baseline: Double
    /// The tallest ascender on the line.
    public var ascent: Double
    /// The deepest descender on the line (positive).
    public var descent: Double
    /// Whether the line was cut short with "…".
    public var isTruncated: Bool
    /// Whether the line runs past the width limit and will be clipped.
    public var isClipped: Bool
}
