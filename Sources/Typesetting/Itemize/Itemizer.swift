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

    /// What itemizing decides for one character. Plain integers keep reference counting
    /// out of the per-character loops.
    private struct Decision {
        var span: Int
        /// The face's position in the span's cascade.
        var slot: Int
        var faceID: Int
        var script: Script
    }

    func itemize(_ paragraph: Range<Int>) -> Result {
        guard !paragraph.isEmpty else { return Result(items: [], missing: []) }
        var missing: [MissingCharacter] = []
        var decisions = chooseFaces(paragraph, missing: &missing)
        resolveScripts(&decisions)
        var items: [TextItem] = []
        var runScript = decisions[0].script
        for offset in decisions.indices {
            let index = paragraph.lowerBound + offset
            let decision = decisions[offset]
            if offset > 0, decision.span == decisions[offset - 1].span, decision.faceID == decisions[offset - 1].faceID,
               Self.shareRun(runScript, decision.script) {
                items[items.count - 1].range = items[items.count - 1].range.lowerBound..<(index + 1)
            } else {
                let span = buffer.text.spans[decision.span]
                runScript = decision.script
                items.append(TextItem(
                    range: index..<(index + 1),
                    spanIndex: decision.span,
                    face: cascades[decision.span][decision.slot],
                    script: decision.script,
                    language: span.language,
                    pointSize: span.font.pointSize
                ))
            }
        }
        return Result(items: items, missing: missing)
    }

    /// Each character's face: the first in its span's cascade with a glyph for it; marks and
    /// joiners keep the face of the character before them when it can draw them. Records
    /// the characters no face covers. Scripts are each character's own, unresolved.
    private func chooseFaces(_ paragraph: Range<Int>, missing: inout [MissingCharacter]) -> [Decision] {
        let spans = buffer.text.spans
        let scalars = buffer.scalars
        var decisions: [Decision] = []
        decisions.reserveCapacity(paragraph.count)
        var spanIndex = buffer.spanIndex(at: paragraph.lowerBound)
        for index in paragraph {
            while spans[spanIndex].scalarRange.upperBound <= index { spanIndex += 1 }
            let scalar = scalars[index]
            let cascade = cascades[spanIndex]
            let previous = index > paragraph.lowerBound && spans[spanIndex].scalarRange.lowerBound < index ? decisions.last?.slot : nil
            var slot: Int?
            if scalar == 0x09 {
                // A tab draws nothing; it takes its neighbour's face and a tab stop's width.
                slot = previous ?? 0
            } else if let previous, CharacterClass.attachesToPrevious(scalar),
                      CharacterClass.isDefaultIgnorable(scalar) || cascade[previous].harfBuzz.covers(scalar) {
                slot = previous
            } else {
                slot = cascade.firstIndex { $0.harfBuzz.covers(scalar) }
            }
            if slot == nil, !CharacterClass.isDefaultIgnorable(scalar) {
                missing.append(MissingCharacter(
                    scalar: scalar,
                    scalarIndex: index,
                    utf8Offset: buffer.utf8Offsets[index],
                    utf16Offset: buffer.utf16Offset(of: index),
                    language: spans[spanIndex].language.identifier
                ))
            }
            let chosen = slot ?? previous ?? 0
            decisions.append(Decision(
                span: spanIndex, slot: chosen, faceID: cascade[chosen].id, script: UnicodeProperties.script(of: scalar)
            ))
        }
        return decisions
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

    /// Common and Inherited characters (spaces, digits, punctuation, marks) take the script
    /// of a strong character set in the same face: the one before them, else the one after;
    /// with no strong character in their face, the strong character before them in the
    /// paragraph, else the one after; with none at all, Common.
    private func resolveScripts(_ decisions: inout [Decision]) {
        var lastStrongBefore: Script?
        var start = 0
        while start < decisions.count {
            var end = start + 1
            while end < decisions.count, decisions[end].faceID == decisions[start].faceID { end += 1 }
            // Characters after `end` are still unresolved, so their scripts are their own.
            let firstStrong = (start..<end).first { !decisions[$0].script.isWeak }
            if let firstStrong {
                var strong = decisions[firstStrong].script
                for i in start..<end {
                    if decisions[i].script.isWeak { decisions[i].script = strong } else { strong = decisions[i].script }
                }
                lastStrongBefore = strong
            } else {
                let after = (end..<decisions.count).first { !decisions[$0].script.isWeak }.map { decisions[$0].script }
                let script = lastStrongBefore ?? after ?? .common
                for i in start..<end { decisions[i].script = script }
            }
            start = end
        }
    }
}
