/// Builds lines from a shaped paragraph: slices its runs, inserts truncation tokens and
/// measures each line (before vertical placement and alignment).
struct LineAssembler {
    let paragraph: ShapedParagraph
    let buffer: TextBuffer
    let shaper: Shaper
    let cascades: [[FontFace]]

    /// A line of `range`, its width measured without trailing whitespace.
    func line(_ range: Range<Int>) -> TextLine {
        let runs = slices(range, startingAt: 0)
        let width = paragraph.visibleWidth(range.lowerBound, range.upperBound, scalars: buffer.scalars)
        return measured(runs: runs, range: range, width: width, isTruncated: false, isClipped: false)
    }

    /// The last visible line, starting at `start` and holding the rest of the paragraph, cut
    /// to `maxWidth` as `mode` says. `hiddenAfter` tells whether text follows the paragraph.
    func lastLine(from start: Int, mode: LineBreakMode, maxWidth: Double?, hiddenAfter: Bool) -> TextLine {
        let end = paragraph.range.upperBound
        let scalars = buffer.scalars
        let fullWidth = paragraph.visibleWidth(start, end, scalars: scalars)
        let overflows = maxWidth.map { fullWidth > $0 + 1e-6 } ?? false
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            preconditionFailure("wrapping modes end at an ordinary line")
        case .byClipping:
            let line = self.line(start..<end)
            return with(line, isClipped: overflows)
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            guard overflows || hiddenAfter else { return line(start..<end) }
            let effectiveMode = maxWidth == nil ? .byTruncatingTail : mode
            return truncated(start..<end, mode: effectiveMode, maxWidth: maxWidth ?? .infinity)
        }
    }

    private func truncated(_ range: Range<Int>, mode: LineBreakMode, maxWidth: Double) -> TextLine {
        let scalars = buffer.scalars
        let cuts = [range.lowerBound] + range.dropFirst().filter { paragraph.isBoundary($0) } + [range.upperBound]
        func width(_ a: Int, _ b: Int) -> Double { paragraph.visibleWidth(a, b, scalars: scalars) }
        func leadingTrimmed(_ a: Int, _ b: Int) -> Int {
            var a = a
            while a < b, CharacterClass.isHangingWhitespace(scalars[a]) { a += 1 }
            return a
        }
        var pieces: [Range<Int>] = []
        let tokenAt: Int
        let tokenFirst: Bool
        switch mode {
        case .byTruncatingHead:
            let token = truncationToken(near: range.upperBound - 1, at: range.upperBound)
            let budget = maxWidth - token.width
            let cut = cuts.first { width(leadingTrimmed($0, range.upperBound), range.upperBound) <= budget + 1e-6 } ?? range.upperBound
            let from = leadingTrimmed(cut, range.upperBound)
            pieces = [from..<range.upperBound]
            tokenAt = from
            tokenFirst = true
        case .byTruncatingMiddle:
            let token = truncationToken(near: range.lowerBound, at: range.lowerBound)
            let budget = maxWidth - token.width
            let head = cuts.last { width(range.lowerBound, $0) <= budget / 2 + 1e-6 } ?? range.lowerBound
            let headEnd = paragraph.trimmedEnd(range.lowerBound, head, scalars: scalars)
            let used = width(range.lowerBound, headEnd)
            let tail = cuts.first { $0 >= head && width(leadingTrimmed($0, range.upperBound), range.upperBound) <= budget - used + 1e-6 } ?? range.upperBound
            pieces = [range.lowerBound..<headEnd, leadingTrimmed(tail, range.upperBound)..<range.upperBound]
            tokenAt = headEnd
            tokenFirst = false
        default:
            let token = truncationToken(near: range.lowerBound, at: range.lowerBound)
            let budget = maxWidth - token.width
            let cut = cuts.last { width(range.lowerBound, $0) <= budget + 1e-6 } ?? range.lowerBound
            pieces = [range.lowerBound..<paragraph.trimmedEnd(range.lowerBound, cut, scalars: scalars)]
            tokenAt = pieces[0].upperBound
            tokenFirst = false
        }
        let near = tokenFirst ? tokenAt : max(range.lowerBound, tokenAt - 1)
        var token = truncationToken(near: min(near, range.upperBound - 1), at: tokenAt)
        var runs: [GlyphRun] = []
        var x = 0.0
        if tokenFirst {
            token.x = x
            x += token.width
            runs.append(token)
        }
        for (n, piece) in pieces.enumerated() {
            if n == 1 {
                token.x = x
                x += token.width
                runs.append(token)
            }
            runs += slices(piece, startingAt: x)
            x += width(piece.lowerBound, piece.upperBound)
        }
        if !tokenFirst && pieces.count == 1 {
            token.x = x
            x += token.width
            runs.append(token)
        }
        return measured(runs: runs, range: range, width: x, isTruncated: true, isClipped: x > maxWidth + 1e-6)
    }

    /// "…" in the face of the character at `index` (or the first face of its cascade that
    /// has it; "..." if none has), its cluster at `at`.
    private func truncationToken(near index: Int, at position: Int) -> GlyphRun {
        let clamped = min(max(index, paragraph.range.lowerBound), max(paragraph.range.upperBound - 1, paragraph.range.lowerBound))
        let run = paragraph.run(containing: clamped)
        let spanIndex = run?.item.spanIndex ?? buffer.spanIndex(at: clamped)
        let span = buffer.text.spans[spanIndex]
        let ellipsis: UInt32 = 0x2026
        let candidates = (run.map { [$0.item.face] } ?? []) + cascades[spanIndex]
        let face = candidates.first { $0.harfBuzz.covers(ellipsis) } ?? candidates[0]
        let scalars: [UInt32] = face.harfBuzz.covers(ellipsis) ? [ellipsis] : [0x2E, 0x2E, 0x2E]
        let script = run?.item.script ?? .common
        let raw = shaper.shape(scalars[...], face: face, script: script, language: span.language)
        let scale = span.font.pointSize / Double(face.metrics.unitsPerEm)
        let glyphs = raw.map {
            Glyph(id: $0.id, cluster: buffer.utf8Offsets[position], scalarIndex: position,
                  advance: Double($0.xAdvance) * scale, xOffset: Double($0.xOffset) * scale, yOffset: Double($0.yOffset) * scale)
        }
        return GlyphRun(face: face, pointSize: span.font.pointSize, language: span.language, script: script,
                        spanIndex: spanIndex, scalarRange: position..<position, x: 0, glyphs: glyphs, isTruncationToken: true)
    }

    /// The parts of the paragraph's runs inside `range`, placed from `origin`.
    private func slices(_ range: Range<Int>, startingAt origin: Double) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        for run in paragraph.runs(overlapping: range) {
            let lower = max(run.item.range.lowerBound, range.lowerBound)
            let upper = min(run.item.range.upperBound, range.upperBound)
            let glyphs = run.glyphs(in: lower..<upper)
            guard !glyphs.isEmpty else { continue }
            let span = buffer.text.spans[run.item.spanIndex]
            runs.append(GlyphRun(
                face: run.item.face,
                pointSize: span.font.pointSize,
                language: run.item.language,
                script: run.item.script,
                spanIndex: run.item.spanIndex,
                scalarRange: lower..<upper,
                x: origin + paragraph.x(lower) - paragraph.x(range.lowerBound),
                glyphs: Array(glyphs),
                isTruncationToken: false
            ))
        }
        return runs
    }

    /// A line with its vertical metrics: the largest of its runs' faces, or of the first
    /// face of its span's cascade when it has no glyphs.
    private func measured(runs: [GlyphRun], range: Range<Int>, width: Double, isTruncated: Bool, isClipped: Bool) -> TextLine {
        var ascent = 0.0
        var descent = 0.0
        var gap = 0.0
        let faces: [(FontFace, Double)]
        if runs.isEmpty {
            let spanIndex = buffer.text.spans.isEmpty ? 0 : buffer.spanIndex(at: range.lowerBound)
            faces = cascades.isEmpty ? [] : [(cascades[spanIndex][0], buffer.text.spans[spanIndex].font.pointSize)]
        } else {
            faces = runs.map { ($0.face, $0.pointSize) }
        }
        for (face, size) in faces {
            let metrics = face.metrics
            ascent = max(ascent, metrics.points(metrics.ascender, at: size))
            descent = max(descent, metrics.points(-metrics.descender, at: size))
            gap = max(gap, metrics.points(metrics.lineGap, at: size))
        }
        return TextLine(runs: runs, scalarRange: range, x: 0, y: 0, width: width, height: ascent + descent + gap,
                        baseline: ascent, ascent: ascent, descent: descent, isTruncated: isTruncated, isClipped: isClipped)
    }

    private func with(_ line: TextLine, isClipped: Bool) -> TextLine {
        var line = line
        line.isClipped = isClipped
        return line
    }
}
