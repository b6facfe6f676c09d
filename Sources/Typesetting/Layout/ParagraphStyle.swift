/// How lines are broken, aligned and spaced (the parts of `NSParagraphStyle` a label uses).
public struct ParagraphStyle: Hashable, Sendable {
    /// Alignment of each line in the text's width.
    public var alignment: TextAlignment
    /// Wrapping and truncation.
    public var lineBreakMode: LineBreakMode
    /// Kinsoku strictness for Japanese (and the CJK rules of other languages).
    public var lineBreakStrictness: LineBreakStrictness
    /// Points added between lines (not after the last).
    public var lineSpacing: Double
    /// Multiplies each line's natural height; 0 leaves it alone. Extra height goes above
    /// the text, as on iOS.
    public var lineHeightMultiple: Double
    /// A floor for each line's height; 0 for none.
    public var minimumLineHeight: Double
    /// A ceiling for each line's height; 0 for none.
    public var maximumLineHeight: Double
    /// Points after each paragraph but the last (`NSParagraphStyle.paragraphSpacing`).
    public var paragraphSpacing: Double = 0
    /// Points before each paragraph but the first (`paragraphSpacingBefore`).
    public var paragraphSpacingBefore: Double = 0

    /// Creates a paragraph style; the defaults are `NSParagraphStyle.default`'s.
    public init(
        alignment: TextAlignment = .natural,
        lineBreakMode: LineBreakMode = .byWordWrapping,
        lineBreakStrictness: LineBreakStrictness = .strict,
        lineSpacing: Double = 0,
        lineHeightMultiple: Double = 0,
        minimumLineHeight: Double = 0,
        maximumLineHeight: Double = 0
    ) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineBreakStrictness = lineBreakStrictness
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
    }
}
