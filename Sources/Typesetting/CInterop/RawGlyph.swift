/// A glyph as HarfBuzz positions it, in font units (the font's scale is its units per em).
struct RawGlyph: Hashable, Sendable {
    var id: UInt32
    /// Index of the first code point of the glyph's cluster, relative to the shaped run.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
}
