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
        let scripts = resolvedScripts(paragraph)
        var items: [TextItem] = []
        var missing: [MissingCharacter] = []
        var spanIndex = buffer.spanIndex(at: paragraph.lowerBound)
        var previousFace: FontFace?
        for index in paragraph {
            while buffer.text.spans[spanIndex].scalarRange.upperBound <= index { spanIndex += 1 }
            let span = buffer.text.spans[spanIndex]
            let cascade = cascades[spanIndex]
            let scalar = buffer.scalars[index]
            let face: FontFace
            if let previous = previousFace, index > paragraph.lowerBound,
               span.scalarRange.lowerBound < index,
               CharacterClass.attachesToPrevious(scalar),
               CharacterClass.isDefaultIgnorable(scalar) || previous.harfBuzz.covers(scalar) {
                face = previous
            } else if let covering = cascade.first(where: { $0.harfBuzz.covers(scalar) }) {
                face = covering
            } else {
                face = previousFace.flatMap { span.scalarRange.lowerBound < index ? $0 : nil } ?? cascade[0]
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
            previousFace = face
            let script = scripts[index - paragraph.lowerBound]
            if var last = items.last, last.spanIndex == spanIndex, last.face === face, last.script == script {
                last.range = last.range.lowerBound..<(index + 1)
                items[items.count - 1] = last
            } else {
                items.append(TextItem(
                    range: index..<(index + 1),
                    spanIndex: spanIndex,
                    face: face,
                    script: script,
                    language: span.language,
                    pointSize: span.font.pointSize
                ))
            }
        }
        return Result(items: items, missing: missing)
    }

    /// Each character's script, with Common and Inherited characters taking the script of
    /// the strong character before them (or, at the start, the first strong one after).
    private func resolvedScripts(_ paragraph: Range<Int>) -> [Script] {
        var scripts = paragraph.map { UnicodeProperties.script(of: buffer.scalars[$0]) }
        var lastStrong: Script?
        for i in scripts.indices {
            if scripts[i].isWeak {
                if let strong = lastStrong { scripts[i] = strong }
            } else {
                if lastStrong == nil {
                    for j in 0..<i { scripts[j] = scripts[i] }
                }
                lastStrong = scripts[i]
            }
        }
        if lastStrong == nil {
            return scripts.map { _ in .common }
        }
        return scripts
    }
}
