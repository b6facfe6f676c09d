/// A text after itemizing and shaping, paragraph by paragraph: everything a layout needs
/// that does not depend on the width, the line limit or the paragraph style. The
/// typesetter caches it, so laying the same text out at another width skips the costly
/// stages.
final class ShapedText: Sendable {
    let buffer: TextBuffer
    /// The cascade (faces in order) of each span.
    let cascades: [[FontFace]]
    let paragraphs: [ShapedParagraph]
    /// Characters no face covers, in every paragraph.
    let missing: [MissingCharacter]

    init(buffer: TextBuffer, cascades: [[FontFace]]) {
        self.buffer = buffer
        self.cascades = cascades
        let itemizer = Itemizer(buffer: buffer, cascades: cascades)
        var paragraphs: [ShapedParagraph] = []
        var missing: [MissingCharacter] = []
        paragraphs.reserveCapacity(buffer.paragraphs.count)
        for range in buffer.paragraphs {
            let itemized = itemizer.itemize(range)
            missing += itemized.missing
            paragraphs.append(ShapedParagraph(range: range, buffer: buffer, items: itemized.items))
        }
        self.paragraphs = paragraphs
        self.missing = missing
    }
}
