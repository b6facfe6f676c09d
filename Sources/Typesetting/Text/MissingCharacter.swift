/// A character that no font in the cascade has a glyph for. It is kept in the layout (drawn
/// as the font's .notdef box) and reported, never dropped silently.
public struct MissingCharacter: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The code point.
    public var scalar: UInt32
    /// Its index among the text's Unicode scalars.
    public var scalarIndex: Int
    /// Its byte offset in the text's UTF-8.
    public var utf8Offset: Int
    /// Its offset in UTF-16 code units (what `NSRange` counts).
    public var utf16Offset: Int
    /// The language of the span it is in.
    public var language: String

    /// The code point as `U+XXXX`.
    public var codePoint: String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    public var description: String {
        "\(codePoint) at UTF-8 offset \(utf8Offset) (character \(scalarIndex)): no font in the \(language) cascade has a glyph for it"
    }
}
