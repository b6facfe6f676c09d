/// Places measured lines: heights from the paragraph style, baselines, line spacing and
/// horizontal alignment.
struct LinePlacement {
    let style: ParagraphStyle
    let maxWidth: Double?

    func place(_ lines: [TextLine], text: StyledText, missing: [MissingCharacter], isTruncated: Bool) -> TextLayout {
        var placed = lines
        var y = 0.0
        // The text's scalars, read once: finding each line's end from the string's start made
        // placing thousands of lines quadratic (found by scripts/fuzz).
        let scalars = text.string.unicodeScalars.map(\.value)
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
                if Self.endsParagraph(line, scalars: scalars) { y += style.paragraphSpacing + style.paragraphSpacingBefore }
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
                if index < placed.count - 1, !placed[index].isTruncated, !Self.endsParagraph(placed[index], scalars: scalars) {
                    Self.justify(&placed[index], by: free, scalars: scalars)
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
    static func endsParagraph(_ line: TextLine, scalars: [UInt32]) -> Bool {
        let upper = line.scalarRange.upperBound
        func isBreak(_ offset: Int) -> Bool {
            guard offset >= 0, offset < scalars.count else { return false }
            let value = scalars[offset]
            return value == 0x0A || value == 0x0D || value == 0x2029 || value == 0x2028
        }
        return isBreak(upper - 1) || isBreak(upper)
    }

    /// Spreads `free` points over the line: into its spaces when it has some between words,
    /// else between its characters.
    static func justify(_ line: inout TextLine, by free: Double, scalars: [UInt32]) {
        // The last visible glyph stays where alignment puts the line's end.
        var lastVisible: (run: Int, glyph: Int)?
        for r in line.runs.indices.reversed() where lastVisible == nil {
            for g in line.runs[r].glyphs.indices.reversed() {
                let index = line.runs[r].glyphs[g].scalarIndex
                if index < scalars.count, !CharacterClass.isHangingWhitespace(scalars[index]) {
                    lastVisible = (r, g)
                    break
                }
            }
        }
        guard let lastVisible else { return }
        func isSpace(_ r: Int, _ g: Int) -> Bool {
            let index = line.runs[r].glyphs[g].scalarIndex
            return index < scalars.count && scalars[index] == 0x20
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
                // Read in place: a copy of the glyphs held here would make each change below
                // copy the whole run.
                let endsCluster = g == count - 1 || line.runs[r].glyphs[g + 1].scalarIndex != line.runs[r].glyphs[g].scalarIndex
                if bySpaces ? isSpace(r, g) : endsCluster {
                    line.runs[r].glyphs[g].advance += extra
                    shift += extra
                }
            }
        }
        line.width += free
    }
}
