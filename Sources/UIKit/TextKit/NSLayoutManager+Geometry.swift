import Foundation

/// Where the laid-out text is: containers' glyph ranges and used rectangles, line fragments,
/// glyph locations and bounding rectangles, in container coordinates.
extension NSLayoutManager {
    /// The glyphs laid out in `container`.
    public func glyphRange(for container: NSTextContainer) -> NSRange {
        layout.fragment(for: container)?.characters ?? NSRange(location: 0, length: 0)
    }

    /// The rectangle the text of `container` takes: its lines' used rectangles (line
    /// fragment padding included), from the container's top. Not rounded.
    public func usedRect(for container: NSTextContainer) -> CGRect {
        layout.fragment(for: container)?.usedRect ?? .zero
    }

    /// The container holding the glyph at `glyphIndex`, with the glyphs it holds.
    public func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        guard let fragment = layout.fragments.first(where: { NSLocationInRange(glyphIndex, $0.characters) }) else { return nil }
        effectiveGlyphRange?.pointee = fragment.characters
        return fragment.container
    }

    /// The same, without laying out more text (everything is laid out here).
    public func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                              withoutAdditionalLayout flag: Bool) -> NSTextContainer? {
        textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The line fragment holding the glyph at `glyphIndex` (the container's width at the
    /// line's height), with the line's glyphs; `.zero` for a glyph not laid out.
    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let (_, line) = layout.line(at: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = line.characters
        return line.rect
    }

    /// The same, without laying out more text.
    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                                 withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The part of the line fragment the text uses (padding included).
    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let (_, line) = layout.line(at: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = line.characters
        return line.usedRect
    }

    /// The same, without laying out more text.
    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                                     withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// Where the glyph at `glyphIndex` sits: its x and its baseline, from its line
    /// fragment's origin.
    public func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let (_, line) = layout.line(at: glyphIndex) else { return .zero }
        return CGPoint(x: TextKitLayout.x(of: glyphIndex, on: line), y: line.baseline)
    }

    /// The fragment after the last line for an insertion point after a final line break, or
    /// in empty text: none here (`.zero`).
    public var extraLineFragmentRect: CGRect { .zero }
    /// The used part of the extra line fragment: `.zero`.
    public var extraLineFragmentUsedRect: CGRect { .zero }
    /// The container of the extra line fragment: none.
    public var extraLineFragmentTextContainer: NSTextContainer? { nil }

    /// The rectangle around the glyphs of `glyphRange` in `container`: from the first
    /// glyph's left to the last one's right on each line they cover, the lines' full height.
    public func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        rects(forGlyphRange: glyphRange, in: container).reduce(CGRect.null) { $0.union($1) }.nonNullOrZero
    }

    /// The glyphs of the lines of `container` that `bounds` touches.
    public func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard let fragment = layout.fragment(for: container) else { return NSRange(location: 0, length: 0) }
        let touched = fragment.lines.filter { $0.rect.maxY > bounds.minY && $0.rect.minY < bounds.maxY }
        guard let first = touched.first, let last = touched.last else { return NSRange(location: fragment.characters.location, length: 0) }
        return NSUnionRange(first.characters, last.characters)
    }

    /// The same, without laying out more text.
    public func glyphRange(forBoundingRectWithoutAdditionalLayout bounds: CGRect, in container: NSTextContainer) -> NSRange {
        glyphRange(forBoundingRect: bounds, in: container)
    }

    /// One rectangle per line for the glyphs of `glyphRange` in `container`.
    func rects(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> [CGRect] {
        guard let fragment = layout.fragment(for: container) else { return [] }
        let range = clamped(glyphRange)
        return fragment.lines.compactMap { line in
            let start = max(range.location, line.characters.location)
            let end = min(range.location + range.length, line.characters.location + line.characters.length)
            guard start < end || (range.length == 0 && NSLocationInRange(range.location, line.characters)) else { return nil }
            let x1 = TextKitLayout.x(of: start, on: line), x2 = TextKitLayout.x(of: end, on: line)
            return CGRect(x: min(x1, x2), y: line.rect.minY, width: abs(x2 - x1), height: line.rect.height)
        }
    }
}

extension CGRect {
    /// The rectangle, or `.zero` for the null rectangle.
    fileprivate var nonNullOrZero: CGRect { isNull ? .zero : self }
}
