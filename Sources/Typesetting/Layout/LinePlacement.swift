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
            if index < placed.count - 1 { y += style.lineSpacing }
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
}
