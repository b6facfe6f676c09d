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
        var faces: [FontFace] = []
        var spanIndices: [Int] = []
        faces.reserveCapacity(paragraph.count)
        spanIndices.reserveCapacity(paragraph.count)
        var missing: [MissingCharacter] = []
        var spanIndex = buffer.spanIndex(at: paragraph.lowerBound)
        for index in paragraph {
            while buffer.text.spans[spanIndex].scalarRange.upperBound <= index { spanIndex += 1 }
            let span = buffer.text.spans[spanIndex]
            let cascade = cascades[spanIndex]
            let scalar = buffer.scalars[index]
            let sameSpanAsPrevious = index > paragraph.lowerBound && span.scalarRange.lowerBound < index
            let previous = sameSpanAsPrevious ? faces.last : nil
            let face: FontFace
            if let previous, CharacterClass.attachesToPrevious(scalar),
               CharacterClass.isDefaultIgnorable(scalar) || previous.harfBuzz.covers(scalar) {
                face = previous
            } else if let covering = cascade.first(where: { $0.harfBuzz.covers(scalar) }) {
                face = covering
            } else {
                face = previous ?? cascade[0]
                if !CharacterClass.isDefaultIgnorable(scalar) {
                    missing.append(MissingCharacter(
                        scalar: scalar,
                        scalarIndex: index,
                        utf8Offset: buffer.utf8Offsets[index],
                        utf16Offset: buffer.utf16Offsets[index],
                        language: span.language.identifier
                    ))
                }
            }
            faces.append(face)
            spanIndices.append(spanIndex)
        }
        let scripts = resolvedScripts(paragraph, faces: faces)
        var items: [TextItem] = []
        for offset in 0..<paragraph.count {
            let index = paragraph.lowerBound + offset
            let face = faces[offset]
            let script = scripts[offset]
            if var last = items.last, last.spanIndex == spanIndices[offset], last.face === face, last.script == script {
                last.range = last.range.lowerBound..<(index + 1)
                items[items.count - 1] = last
            } else {
                let span = buffer.text.spans[spanIndices[offset]]
                items.append(TextItem(
                    range: index..<(index + 1),
                    spanIndex: spanIndices[offset],
                    face: face,
                    script: script,
                    language: span.language,
                    pointSize: span.font.pointSize
                ))
            }
        }
        return Result(items: items, missing: missing)
    }

    /// Each character's script. Common and Inherited characters (spaces, digits,
    /// punctuation, marks) take the script of a strong character set in the same face:
    /// the one before them, else the one after; with no strong character in their face,
    /// the one before them in the paragraph, else the one after.
    private func resolvedScripts(_ paragraph: Range<Int>, faces: [FontFace]) -> [Script] {
        let own = paragraph.map { UnicodeProperties.script(of: buffer.scalars[$0]) }
        let context = Self.resolve(own[...], fallback: nil)
        var scripts = own
        var start = 0
        while start < own.count {
            var end = start + 1
            while end < own.count, faces[end] === faces[start] { end += 1 }
            let resolved = Self.resolve(own[start..<end], fallback: context[start])
            for offset in start..<end { scripts[offset] = resolved[offset - start] }
            start = end
        }
        return scripts
    }

    /// Weak scripts take the previous strong script, or at the start the first strong one;
    /// with no strong script at all, `fallback` (or Common).
    private static func resolve(_ scripts: ArraySlice<Script>, fallback: Script?) -> [Script] {
        var result = Array(scripts)
        var lastStrong: Script?
        for i in result.indices {
            if result[i].isWeak {
                if let strong = lastStrong { result[i] = strong }
            } else {
                if lastStrong == nil {
                    for j in 0..<i { result[j] = result[i] }
                }
                lastStrong = result[i]
            }
        }
        if lastStrong == nil {
            let script = fallback ?? .common
            return result.map { _ in script }
        }
        return result
    }
}
