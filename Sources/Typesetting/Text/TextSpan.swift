/// A stretch of a `StyledText` set in one font and one language.
public struct TextSpan: Hashable, Sendable {
    /// The span's characters, as indices of Unicode scalars in the whole text.
    public var scalarRange: Range<Int>
    /// The font the span asks for.
    public var font: Font
    /// The span's language: it picks fallback fonts, glyph forms and line-breaking rules.
    public var language: Language
    /// A number the caller chooses to find its own attributes (a color, say) for the span's
    /// glyph runs; the engine only keeps spans with different tags apart.
    public var tag: Int
    /// Points added after each character (`NSAttributedString.Key.kern`).
    public var kern: Double = 0
    /// Points the glyphs are raised above the baseline (`.baselineOffset`); the line grows
    /// to hold them.
    public var baselineOffset: Double = 0
}
