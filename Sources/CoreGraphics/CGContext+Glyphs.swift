internal import CGraphics
internal import Rendering

/// Glyphs placed for drawing: ids in a font file, positions in user space.
package struct GlyphPlacement: Sendable {
    package var id: UInt32
    package var position: CGPoint

    package init(id: UInt32, position: CGPoint) {
        self.id = id
        self.position = position
    }
}

extension CGContext {
    /// Draws `glyphs` of the face at `file`/`index` at `pointSize` in `color`, honoring
    /// alpha, blend mode and shadow (how text is drawn: UIKit lays it out first).
    package func drawGlyphs(_ glyphs: [GlyphPlacement], file: String, index: Int, pointSize: CGFloat, color: CGColor) {
        guard !glyphs.isEmpty, let face = CairoFontFaces.shared.face(file: file, index: index) else { return }
        let saved = path
        cairo_new_path(cr)
        perform { context in
            cairo_set_font_face(context, face)
            cairo_set_font_size(context, Double(pointSize))
            Self.setSource(color, on: context)
            var cairoGlyphs = glyphs.map { cairo_glyph_t(index: UInt($0.id), x: Double($0.position.x), y: Double($0.position.y)) }
            cairo_show_glyphs(context, &cairoGlyphs, Int32(cairoGlyphs.count))
        }
        if let saved { addPath(saved) }
    }
}
