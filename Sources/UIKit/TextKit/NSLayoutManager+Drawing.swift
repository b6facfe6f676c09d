import Foundation

/// Drawing the laid-out text into the current graphics context, as custom text views do in
/// `draw(_:)`: on the main thread, as UIKit draws.
extension NSLayoutManager {
    /// Draws the lines holding glyphs of `glyphsToShow`, with their containers' origins at
    /// `origin` of the current context.
    public func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        for fragment in layout.fragments {
            guard let layout = fragment.layout, let styling = fragment.styling, NSIntersectionRange(fragment.characters, glyphsToShow).length > 0 else {
                continue
            }
            let padding = fragment.container.lineFragmentPadding
            guard let context = UIGraphicsGetCurrentContext() else { return }
            TextPainter.draw(layout, styling: styling, at: CGPoint(x: origin.x + padding, y: origin.y), in: context,
                             traits: UITraitCollection.current)
        }
    }

    /// Draws the backgrounds of the glyphs of `glyphsToShow` (drawn with the glyphs here).
    public func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
}
