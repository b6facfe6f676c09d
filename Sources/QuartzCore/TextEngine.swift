package import Typesetting

/// The text engine text is set with on this thread: the one a render put in place, else
/// the process-wide one over the standard font declaration.
package enum TextEngine {
    private final class Box {
        @exclusivity(unchecked) var typesetter: Typesetter?
        var language: Language?
        /// The font declaration's default language, made once per tag.
        var declared: (tag: String, language: Language)?
    }

    private static let standard = Result<Typesetter, FontError> { () throws(FontError) in try Typesetter() }

    private static let boxScope = ThreadScoped<Box>("QuartzCore.TextEngine")
    private static var box: Box {
        boxScope.value { Box() }
    }

    /// The typesetter in effect; nil only when no fonts could be loaded (see `failure`).
    package static var current: Typesetter? {
        if let typesetter = box.typesetter { return typesetter }
        if case let .success(typesetter) = standard { return typesetter }
        return nil
    }

    /// Why there is no standard typesetter, if there is none.
    package static var failure: FontError? {
        if case let .failure(error) = standard { return error }
        return nil
    }

    /// The language of the render running on this thread, if a render set one.
    package static var renderLanguage: Language? { box.language }

    /// The language untagged text is set in: the render's typesetting language, else the
    /// font declaration's default (Japanese, in the standard one).
    package static var defaultLanguage: Language {
        let box = self.box
        if let language = box.language { return language }
        guard let typesetter = current else { return .japanese }
        let tag = typesetter.families.defaultLanguage
        if let declared = box.declared, declared.tag == tag { return declared.language }
        let language = Language(tag)
        box.declared = (tag, language)
        return language
    }

    /// Runs `body` with `typesetter` (and `language` for untagged text) in effect on this
    /// thread.
    package static func with<T>(_ typesetter: Typesetter, language: Language?, _ body: () throws -> T) rethrows -> T {
        let box = self.box
        let previous = (box.typesetter, box.language)
        box.typesetter = typesetter
        box.language = language
        defer { (box.typesetter, box.language) = previous }
        return try body()
    }
}

/// Draws laid-out text: each run's glyphs at their positions, in their span's color.
package enum TextDrawing {
    /// Draws `layout` with its top left at `origin` (UIKit's y-down space); `color` gives
    /// each span's color by its tag.
    package static func draw(_ layout: TextLayout, at origin: CGPoint, in ctx: CGContext, color: (TextSpan) -> CGColor) {
        for line in layout.lines {
            for run in line.runs {
                let span = layout.text.spans[run.spanIndex]
                var x = Double(origin.x) + line.x + run.x
                var glyphs: [GlyphPlacement] = []
                glyphs.reserveCapacity(run.glyphs.count)
                for glyph in run.glyphs {
                    glyphs.append(GlyphPlacement(id: glyph.id, position: CGPoint(x: x + glyph.xOffset, y: Double(origin.y) + line.baseline - glyph.yOffset)))
                    x += glyph.advance
                }
                ctx.drawGlyphs(glyphs, file: run.face.file, index: run.face.index, pointSize: CGFloat(run.pointSize), color: color(span))
            }
        }
    }
}
