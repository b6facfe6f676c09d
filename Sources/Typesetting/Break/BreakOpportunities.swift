/// Where a paragraph's lines may end.
enum BreakOpportunities {
    /// UAX #14 opportunities with the language's kinsoku rules (through ICU), as scalar
    /// indices, keeping only those where a cluster starts.
    static func words(
        in paragraph: ShapedParagraph,
        buffer: TextBuffer,
        language: Language,
        strictness: LineBreakStrictness
    ) throws(TextLayoutError) -> [Int] {
        let (units, scalarAt) = buffer.utf16(of: paragraph.range)
        let boundaries = try BreakIteratorPool.shared.withIterator(locale: strictness.icuLocale(for: language)) {
            iterator throws(TextLayoutError) in
            try iterator.boundaries(units)
        }
        var result: [Int] = []
        result.reserveCapacity(boundaries.count)
        for offset in boundaries {
            let index = scalarAt[Int(offset)]
            if paragraph.isBoundary(index), result.last != index { result.append(index) }
        }
        if result.last != paragraph.range.upperBound { result.append(paragraph.range.upperBound) }
        return result
    }

    /// Every character boundary (for `byCharWrapping`).
    static func characters(in paragraph: ShapedParagraph) -> [Int] {
        paragraph.range.dropFirst().filter { paragraph.isBoundary($0) } + [paragraph.range.upperBound]
    }
}
