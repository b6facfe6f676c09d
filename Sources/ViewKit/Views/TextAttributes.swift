/// Attributes for a stretch of attributed text; `nil` takes the label's own value.
public struct TextAttributes: Hashable, Sendable {
    public var font: Font?
    public var foregroundColor: Color?
    /// The language the stretch is set in (glyph forms, fallback fonts, line breaking).
    public var language: Language?

    public init(font: Font? = nil, foregroundColor: Color? = nil, language: Language? = nil) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.language = language
    }
}
