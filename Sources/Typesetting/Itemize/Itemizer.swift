/// Splits a paragraph into items of one span, one script and one face, choosing each
/// character's face by walking its span's cascade, and collecting characters no face covers.
struct Itemizer {
    let buffer: TextBuffer
    /// The cascade (faces in order) of each span.
    let cascades: [[FontFace]]

    struct Result {
        var items: [TextItem]
        var missing: [MissingCharacter]
    }

    func itemize(_ paragraph: Range<Int>) -> Result {
        guard !paragraph.isEmpty else { return Result(items: [], missing: []) }
        // Per character: its span and the position of its face in that span's cascade.
        // Integers, not face references, keep reference counting out of this loop.
        var slots: [Int] = []
        var spanIndices: [Int] = []
        slots.reserveCapacity(paragraph.count)
        spanIndices.reserveCapacity(paragraph.count)
        var missing: [MissingCharacter] = []
        var spanIndex = buffer.spanIndex(at: paragraph.lowerBound)
        for index in paragraph {
            while buffer.text.spans[spanIndex].scalarRange.upperBound <= index { spanIndex += 1 }
            let spanStart = buffer.text.spans[spanIndex].scalarRange.lowerBound
            let slot = cascades[spanIndex].withUnsafeBufferPointer { cascade -> Int in
                let scalar = buffer.scalars[index]
                let previous = index > paragraph.lowerBound && spanStart < index ? slots.last : nil
                // A tab draws nothing; it takes its neighbour's face and a tab stop's width.
                if scalar == 0x09 { return previous ?? 0 }
                if let previous, CharacterClass.attachesToPrevious(scalar),
                   CharacterClass.isDefaultIgnorable(scalar) || cascade[previous].harfBuzz.covers(scalar) {
                    return previous
                }
                for candidate in 0..<cascade.count where cascade[candidate].harfBuzz.covers(scalar) {
                    return candidate
                }
                if !CharacterClass.isDefaultIgnorable(scalar) {
                    missing.append(MissingCharacter(
                        scalar: scalar,
                        scalarIndex: index,
                        utf8Offset: buffer.utf8Offsets[index],
                        utf16Offset: buffer.utf16Offset(of: index),
                        language: buffer.text.spans[spanIndex].language.identifier
                    ))
                }
                return previous ?? 0
            }
            slots.append(slot)
            spanIndices.append(spanIndex)
        }
        let faceIDs = (0..<paragraph.count).map { cascades[spanIndices[$0]][slots[$0]].id }
        let scripts = resolvedScripts(paragraph, faceIDs: faceIDs)
        var items: [TextItem] = []
        var runScript = scripts[0]
        for offset in 0..<paragraph.count {
            let index = paragraph.lowerBound + offset
            let script = scripts[offset]
            if offset > 0, spanIndices[offset] == spanIndices[offset - 1], faceIDs[offset] == faceIDs[offset - 1],
               Self.shareRun(runScript, script) {
                items[items.count - 1].range = items[items.count - 1].range.lowerBound..<(index + 1)
            } else {
                let span = buffer.text.spans[spanIndices[offset]]
                runScript = script
                items.append(TextItem(
                    range: index..<(index + 1),
                    spanIndex: spanIndices[offset],
                    face: cascades[spanIndices[offset]][slots[offset]],
                    script: script,
                    language: span.language,
                    pointSize: span.font.pointSize
                ))
            }
        }
        return Result(items: items, missing: missing)
    }

    /// Han, Hiragana and Katakana share a run: Japanese mixes them in every phrase, and CJK
    /// fonts define the same features for the three (Noto Sans CJK gives identical glyphs
    /// whichever of them HarfBuzz is told). The run is shaped with its first script.
    private static func shareRun(_ runScript: Script, _ script: Script) -> Bool {
        runScript == script || (isJapaneseScript(runScript) && isJapaneseScript(script))
    }

    private static func isJapaneseScript(_ script: Script) -> Bool {
        script == .han || script == .hiragana || script == .katakana
    }

    /// Each character's script. Common and Inherited characters (spaces, digits,
    /// punctuation, marks) take the script of a strong character set in the same face:
    /// the one before them, else the one after; with no strong character in their face,
    /// the one before them in the paragraph, else the one after.
    private func resolvedScripts(_ paragraph: Range<Int>, faceIDs: [Int]) -> [Script] {
        let own = paragraph.map { UnicodeProperties.script(of: buffer.scalars[$0]) }
        var context = own
        Self.resolve(&context, in: 0..<own.count, fallback: nil)
        var scripts = own
        var start = 0
        while start < own.count {
            var end = start + 1
            while end < own.count, faceIDs[end] == faceIDs[start] { end += 1 }
            Self.resolve(&scripts, in: start..<end, fallback: context[start])
            start = end
        }
        return scripts
    }

    /// In `range`, weak scripts take the previous strong script, or at the start the first
    /// strong one; with no strong script at all, `fallback` (or Common).
    private static func resolve(_ scripts: inout [Script], in range: Range<Int>, fallback: Script?) {
        var lastStrong: Script?
        for i in range {
            if scripts[i].isWeak {
                if let strong = lastStrong { scripts[i] = strong }
            } else {
                if lastStrong == nil {
                    for j in range.lowerBound..<i { scripts[j] = scripts[i] }
                }
                lastStrong = scripts[i]
            }
        }
        if lastStrong == nil {
            let script = fallback ?? .common
            for i in range { scripts[i] = script }
        }
    }
}
