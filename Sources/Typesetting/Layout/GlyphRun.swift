/// Glyphs of one face, size, script and language, on one line.
public struct GlyphRun: Hashable, Sendable {
    /// The face the glyphs come from.
    public var face: FontFace
    /// The size the glyphs are set at, in points.
    public var pointSize: Double
    /// The run's language (the BCP 47 tag given to HarfBuzz).
    public var language: Language
    /// The run's script (ISO 15924).
    public var script: Script
    /// The index of the `TextSpan` the run's characters come from.
    public var spanIndex: Int
    /// The characters the run sets, as scalar indices (empty for a truncation "…").
    public var scalarRange: Range<Int>
    /// Where the run starts, from the line's origin, in points.
    public var x: Double
    /// The glyphs in visual order.
    public var glyphs: [Glyph]
    /// Whether the run is the "…" that truncation inserted.
    public var isTruncationToken: Bool

    /// The sum of the glyphs' advances.
    public var width: Double {
        glyphs.reduce(0) { $0 + $1.advance }
    }
}
