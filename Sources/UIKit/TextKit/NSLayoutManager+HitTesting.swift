import Foundation

/// Which character or glyph is at a point of a container, as link labels and "read more"
/// labels ask on a tap.
extension NSLayoutManager {
    /// The glyph under `point` (the nearest on the line at its height) and how far across
    /// it the point is, from 0 to 1.
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                           fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        guard let fragment = layout.fragment(for: container), let hit = TextKitLayout.character(at: point, in: fragment) else {
            partialFraction?.pointee = 0
            return max(0, numberOfGlyphs - 1)
        }
        partialFraction?.pointee = hit.fraction
        return hit.index
    }

    /// The glyph under `point`.
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// How far across the glyph under `point` the point is.
    public func fractionOfDistanceThroughGlyph(for point: CGPoint, in container: NSTextContainer) -> CGFloat {
        var fraction: CGFloat = 0
        _ = glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: &fraction)
        return fraction
    }

    /// The character under `point` and how far between its insertion points the point is.
    public func characterIndex(for point: CGPoint, in container: NSTextContainer,
                               fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        characterIndexForGlyph(at: glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction))
    }

    /// Calls `block` for each line fragment holding glyphs of `glyphRange`: its rectangle,
    /// its used rectangle, its container and its glyphs; set the last argument to stop.
    public func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                       using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for fragment in layout.fragments {
            for line in fragment.lines where NSIntersectionRange(line.characters, glyphRange).length > 0
                || (glyphRange.length == 0 && NSLocationInRange(glyphRange.location, line.characters)) {
                block(line.rect, line.usedRect, fragment.container, line.characters, &stop)
                if stop.boolValue { return }
            }
        }
    }

    /// Calls `block` with one rectangle per line the glyphs of `glyphRange` cover in
    /// `textContainer`; set the last argument to stop.
    public func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                        in textContainer: NSTextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for rect in rects(forGlyphRange: glyphRange, in: textContainer) {
            block(rect, &stop)
            if stop.boolValue { return }
        }
    }

    /// The glyphs hidden by truncation in the line holding the glyph at `glyphIndex`, or
    /// `NSNotFound` when that line is not truncated.
    public func truncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange {
        layout.line(at: glyphIndex)?.1.hidden ?? NSRange(location: NSNotFound, length: 0)
    }

    /// The line height the layout gives `font`: its line height.
    public func defaultLineHeight(for font: UIFont) -> CGFloat { font.lineHeight }

    /// The baseline's distance from the top of a line of `font`: its ascender.
    public func defaultBaselineOffset(for font: UIFont) -> CGFloat { font.ascender }
}
