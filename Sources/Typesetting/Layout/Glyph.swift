/// One positioned glyph, in points.
public struct Glyph: Hashable, Sendable {
    /// The glyph id in its run's face.
    public var id: UInt32
    /// The UTF-8 byte offset in the text of the first character of the glyph's cluster
    /// (what `hb-shape --utf8-clusters` reports).
    public var cluster: Int
    /// The index among the text's Unicode scalars of that character.
    public var scalarIndex: Int
    /// How far the pen moves after the glyph.
    public var advance: Double
    /// Horizontal offset from the pen position.
    public var xOffset: Double
    /// Vertical offset from the baseline, upward positive (HarfBuzz's convention).
    public var yOffset: Double
}
