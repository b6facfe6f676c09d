/// Truncation: cutting the last line and inserting "…" (UILabel's head, middle and tail
/// truncation).
extension LineAssembler {
    /// How a truncated line is cut: the text kept before and after the "…", and the
    /// character whose face the "…" takes.
    private struct Cut {
        var head: Range<Int>
        var tail: Range<Int>
        var tokenFaceIndex: Int
    }

    func truncated(_ range: Range<Int>, mode: LineBreakMode, maxWidth: Double) -> TextLine {
        // A first fit with the "…" of the line's first character; when the "…" of the
        // character it ends up next to is wider or narrower, fit once more with that one.
        var token = truncationToken(near: range.lowerBound)
        var cut = self.cut(range, mode: mode, budget: maxWidth - token.width)
        let refined = truncationToken(near: cut.tokenFaceIndex)
        if refined.width != token.width || refined.face != token.face {
            token = refined
            cut = self.cut(range, mode: mode, budget: maxWidth - token.width)
        }
        let position = cut.head.isEmpty ? cut.tail.lowerBound : cut.head.upperBound
        var runs = slices(cut.head, startingAt: 0)
        var x = paragraph.visibleWidth(cut.head.lowerBound, cut.head.upperBound, scalars: buffer.scalars)
        runs.append(placed(token, at: position, x: x))
        x += token.width
        runs += slices(cut.tail, startingAt: x)
        x += paragraph.visibleWidth(cut.tail.lowerBound, cut.tail.upperBound, scalars: buffer.scalars)
        return measured(runs: runs, range: range, width: x, isTruncated: true, isClipped: x > maxWidth + 1e-6)
    }

    /// Where to cut `range` so the kept text fits `budget` (the width left beside "…"),
    /// cutting only at character boundaries and leaving no spaces next to the "…".
    private func cut(_ range: Range<Int>, mode: LineBreakMode, budget: Double) -> Cut {
        let scalars = buffer.scalars
        let cuts = [range.lowerBound] + range.dropFirst().filter { paragraph.isBoundary($0) } + [range.upperBound]
        func width(_ a: Int, _ b: Int) -> Double { paragraph.visibleWidth(a, b, scalars: scalars) }
        func skippingSpaces(_ a: Int) -> Int {
            var a = a
            while a < range.upperBound, CharacterClass.isHangingWhitespace(scalars[a]) { a += 1 }
            return a
        }
        func trimmed(_ b: Int) -> Int { paragraph.trimmedEnd(range.lowerBound, b, scalars: scalars) }
        let tolerance = 1e-6
        switch mode {
        case .byTruncatingHead:
            let start = cuts.first { width(skippingSpaces($0), range.upperBound) <= budget + tolerance } ?? range.upperBound
            let kept = skippingSpaces(start)..<range.upperBound
            return Cut(head: kept.lowerBound..<kept.lowerBound, tail: kept, tokenFaceIndex: kept.lowerBound)
        case .byTruncatingMiddle:
            let headEnd = trimmed(cuts.last { width(range.lowerBound, $0) <= budget / 2 + tolerance } ?? range.lowerBound)
            let left = budget - width(range.lowerBound, headEnd)
            let tailStart = cuts.first { $0 >= headEnd && width(skippingSpaces($0), range.upperBound) <= left + tolerance } ?? range.upperBound
            return Cut(head: range.lowerBound..<headEnd, tail: skippingSpaces(tailStart)..<range.upperBound,
                       tokenFaceIndex: max(range.lowerBound, headEnd - 1))
        default:
            let headEnd = trimmed(cuts.last { width(range.lowerBound, $0) <= budget + tolerance } ?? range.lowerBound)
            return Cut(head: range.lowerBound..<headEnd, tail: range.upperBound..<range.upperBound,
                       tokenFaceIndex: max(range.lowerBound, headEnd - 1))
        }
    }

    /// `token` with its cluster at `position` and its origin at `x`.
    private func placed(_ token: GlyphRun, at position: Int, x: Double) -> GlyphRun {
        var token = token
        token.x = x
        token.scalarRange = position..<position
        for index in token.glyphs.indices {
            token.glyphs[index].cluster = buffer.utf8Offsets[position]
            token.glyphs[index].scalarIndex = position
        }
        return token
    }

    /// "…" in the face of the character at `index` (or the first face of its cascade that
    /// has it; "..." if none has). `placed(_:at:x:)` gives it its position.
    private func truncationToken(near index: Int) -> GlyphRun {
        let clamped = min(max(index, paragraph.range.lowerBound), max(paragraph.range.upperBound - 1, paragraph.range.lowerBound))
        let run = paragraph.run(containing: clamped)
        let spanIndex = run?.item.spanIndex ?? buffer.spanIndex(at: clamped)
        let span = buffer.text.spans[spanIndex]
        let ellipsis: UInt32 = 0x2026
        let candidates = (run.map { [$0.item.face] } ?? []) + cascades[spanIndex]
        let face = candidates.first { $0.harfBuzz.covers(ellipsis) } ?? candidates[0]
        let scalars: [UInt32] = face.harfBuzz.covers(ellipsis) ? [ellipsis] : [0x2E, 0x2E, 0x2E]
        let script = run?.item.script ?? .common
        let glyphs = face.harfBuzz.shape(scalars[...], script: script, language: span.language, pointSize: span.font.pointSize) { _ in
            (0, clamped)
        }
        return GlyphRun(face: face, pointSize: span.font.pointSize, language: span.language, script: script,
                        spanIndex: spanIndex, scalarRange: clamped..<clamped, x: 0, glyphs: glyphs, isTruncationToken: true)
    }
}
