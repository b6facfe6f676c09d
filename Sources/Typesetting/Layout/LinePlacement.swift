/// Places measured lines: heights from the paragraph style, baselines, line spacing and
/// horizontal alignment.
struct LinePlacement {
    let style: ParagraphStyle
    let maxWidth: Double?

    func place(_ lines: [TextLine], text: StyledText, missing: [MissingCharacter], isTruncated: Bool) -> TextLayout {
        var placed = lines
        var y = 0.0
        for index in placed.indices {
            var line = placed[index]
            // Measured lines come with their natural height: ascent + descent + line gap.
            let natural = line.height
            var height = natural
            if style.lineHeightMultiple > 0 { height = natural * style.lineHeightMultiple }
            if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
            if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
            line.y = y
            line.height = height
            line.baseline = y + (height - natural) + line.ascent
            placed[index] = line
            y += height
            if index < placed.count - 1 {
                y += style.lineSpacing
                if Self.endsParagraph(line, in: text) { y += style.paragraphSpacing + style.paragraphSpacingBefore }
            }
        }
        let widest = placed.reduce(0) { max($0, $1.width) }
        let boxWidth = maxWidth ?? widest
        for index in placed.indices {
            let free = boxWidth - placed[index].width
            guard free > 0 else { continue }
            switch style.alignment {
            case .natural, .left: placed[index].x = 0
            case .center: placed[index].x = free / 2
            case .right: placed[index].x = free
            case .justified:
                placed[index].x = 0
                if index < placed.count - 1, !placed[index].isTruncated, !Self.endsParagraph(placed[index], in: text) {
                    Self.justify(&placed[index], by: free, text: text)
                }
            }
        }
        return TextLayout(
            text: text,
            lines: placed,
            width: widest,
            height: y,
            missingCharacters: missing,
            isTruncated: isTruncated || placed.contains(where: \.isTruncated),
            isClipped: placed.contains(where: \.isClipped)
        )
    }

    /// Whether the line is the last of its paragraph (a line break follows it).
    static func endsParagraph(_ line: TextLine, in text: StyledText) -> Bool {
        let scalars = text.string.unicodeScalars
        let upper = line.scalarRange.upperBound
        func isBreak(_ offset: Int) -> Bool {
            guard offset >= 0, offset < text.scalarCount else { return false }
            let value = scalars[scalars.index(scalars.startIndex, offsetBy: offset)].value
            return value == 0x0A || value == 0x0D || value == 0x2029 || value == 0x2028
        }
        return isBreak(upper - 1) || isBreak(upper)
    }

    /// Spreads `free` points over the line: into its spaces when it has some between words,
    /// else between its characters.
    static func justify(_ line: inout TextLine, by free: Double, text: StyledText) {
        let scalars = Array(text.string.unicodeScalars)
        // The last visible glyph stays where alignment puts the line's end.
        var lastVisible: (run: Int, glyph: Int)?
        for r in line.runs.indices.reversed() where lastVisible == nil {
            for g in line.runs[r].glyphs.indices.reversed() {
                let index = line.runs[r].glyphs[g].scalarIndex
                if index < scalars.count, !CharacterClass.isHangingWhitespace(scalars[index].value) {
                    lastVisible = (r, g)
                    break
                }
            }
        }
        guard let lastVisible else { return }
        func isSpace(_ r: Int, _ g: Int) -> Bool {
            let index = line.runs[r].glyphs[g].scalarIndex
            return index < scalars.count && scalars[index].value == 0x20
        }
        func before(_ r: Int, _ g: Int) -> Bool { r < lastVisible.run || (r == lastVisible.run && g < lastVisible.glyph) }
        var spaces = 0
        var clusters = 0
        for r in line.runs.indices {
            let glyphs = line.runs[r].glyphs
            for g in glyphs.indices where before(r, g) {
                if isSpace(r, g) { spaces += 1 }
                if g == glyphs.count - 1 || glyphs[g + 1].scalarIndex != glyphs[g].scalarIndex { clusters += 1 }
            }
        }
        let bySpaces = spaces > 0
        let slots = bySpaces ? spaces : clusters
        guard slots > 0 else { return }
        let extra = free / Double(slots)
        var shift = 0.0
        for r in line.runs.indices {
            line.runs[r].x += shift
            let count = line.runs[r].glyphs.count
            for g in 0..<count where before(r, g) {
                let glyphs = line.runs[r].glyphs
                let endsCluster = g == count - 1 || glyphs[g + 1].scalarIndex != glyphs[g].scalarIndex
                if bySpaces ? isSpace(r, g) : endsCluster {
                    line.runs[r].glyphs[g].advance += extra
                    shift += extra
                }
            }
        }
        line.width += free
    }
}
