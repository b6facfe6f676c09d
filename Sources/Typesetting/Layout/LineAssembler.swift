/// Builds lines from a shaped paragraph: slices its runs, inserts truncation tokens and
/// measures each line (before vertical placement and alignment).
struct LineAssembler {
    let paragraph: ShapedParagraph
    let buffer: TextBuffer
    let cascades: [[FontFace]]

    /// A line of `range`, its width measured without trailing whitespace.
    func line(_ range: Range<Int>) -> TextLine {
        let runs = slices(range, startingAt: 0)
        let width = paragraph.visibleWidth(range.lowerBound, range.upperBound, scalars: buffer.scalars)
        return measured(runs: runs, range: range, width: width, isTruncated: false, isClipped: false)
    }

    /// The last line the line limit lets show, when text follows it: `wrapped` as the
    /// wrapping chose it, or, for clipping and truncating modes, the rest of the paragraph
    /// from the same start, cut to `maxWidth` as `mode` says. `hiddenAfter` tells whether
    /// more paragraphs follow.
    func lastLine(_ wrapped: Range<Int>, mode: LineBreakMode, maxWidth: Double?, hiddenAfter: Bool) -> TextLine {
        let start = wrapped.lowerBound
        let end = paragraph.range.upperBound
        let fullWidth = paragraph.visibleWidth(start, end, scalars: buffer.scalars)
        let overflows = maxWidth.map { fullWidth > $0 + 1e-6 } ?? false
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return line(wrapped)
        case .byClipping:
            let line = self.line(start..<end)
            return with(line, isClipped: overflows)
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            guard overflows || hiddenAfter else { return line(start..<end) }
            let effectiveMode = maxWidth == nil ? .byTruncatingTail : mode
            return truncated(start..<end, mode: effectiveMode, maxWidth: maxWidth ?? .infinity)
        }
    }

    /// The parts of the paragraph's runs inside `range`, placed from `origin`.
    func slices(_ range: Range<Int>, startingAt origin: Double) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        for run in paragraph.runs(overlapping: range) {
            let lower = max(run.item.range.lowerBound, range.lowerBound)
            let upper = min(run.item.range.upperBound, range.upperBound)
            let glyphs = run.glyphs(in: lower..<upper)
            guard !glyphs.isEmpty else { continue }
            let span = buffer.text.spans[run.item.spanIndex]
            var placed = Array(glyphs)
            if span.baselineOffset != 0 {
                for g in placed.indices { placed[g].yOffset += span.baselineOffset }
            }
            runs.append(GlyphRun(
                face: run.item.face,
                pointSize: span.font.pointSize,
                language: run.item.language,
                script: run.item.script,
                spanIndex: run.item.spanIndex,
                scalarRange: lower..<upper,
                x: origin + paragraph.x(lower) - paragraph.x(range.lowerBound),
                glyphs: placed,
                isTruncationToken: false
            ))
        }
        return runs
    }

    /// A line with its vertical metrics: the largest of its runs' faces, or of the first
    /// face of its span's cascade when it has no glyphs.
    func measured(runs: [GlyphRun], range: Range<Int>, width: Double, isTruncated: Bool, isClipped: Bool) -> TextLine {
        var ascent = 0.0
        var descent = 0.0
        var gap = 0.0
        func include(_ face: FontFace, _ size: Double, raisedBy offset: Double = 0) {
            let metrics = face.metrics
            ascent = max(ascent, metrics.points(metrics.ascender, at: size) + offset)
            descent = max(descent, metrics.points(-metrics.descender, at: size) - offset)
            gap = max(gap, metrics.points(metrics.lineGap, at: size))
        }
        if runs.isEmpty {
            if !cascades.isEmpty {
                let spanIndex = buffer.text.spans.isEmpty ? 0 : buffer.spanIndex(at: range.lowerBound)
                include(cascades[spanIndex][0], buffer.text.spans[spanIndex].font.pointSize)
            }
        } else {
            for run in runs {
                include(run.face, run.pointSize, raisedBy: run.isTruncationToken ? 0 : buffer.text.spans[run.spanIndex].baselineOffset)
            }
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
