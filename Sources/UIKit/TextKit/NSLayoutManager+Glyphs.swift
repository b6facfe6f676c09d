import Foundation

/// Glyphs and characters: one glyph per UTF-16 code unit, so the ranges are the same.
extension NSLayoutManager {
    /// The number of glyphs: the text's length in UTF-16 code units.
    public var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// The glyph of the character at `charIndex`.
    public func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    /// The character of the glyph at `glyphIndex`.
    public func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }

    /// The glyphs of `charRange` (the same range).
    public func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        let range = clamped(charRange)
        actualCharRange?.pointee = range
        return range
    }

    /// The characters of `glyphRange` (the same range).
    public func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        let range = clamped(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    /// Whether the glyph at `glyphIndex` is valid: inside the text.
    public func isValidGlyphIndex(_ glyphIndex: Int) -> Bool { glyphIndex >= 0 && glyphIndex < numberOfGlyphs }

    /// `range` within the text.
    func clamped(_ range: NSRange) -> NSRange {
        let length = numberOfGlyphs
        let start = min(max(0, range.location), length)
        return NSRange(location: start, length: min(max(0, range.length), length - start))
    }
}
