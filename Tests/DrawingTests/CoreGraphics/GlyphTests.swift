import Foundation
import Rendering
import Testing
@testable import CoreGraphics

/// Glyph drawing and determinism, ported from the old canvas tests (docs/DRAWING.md,
/// "Glyphs and determinism").
@Suite("Glyphs and determinism")
struct GlyphTests {
    static let noto = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    @Test("Glyphs draw ink right of and above their origin, in the given color")
    func glyphs() throws {
        let context = try uikitContext(width: 40, height: 40, scale: 2)
        // Glyph 27873 is 直 in Noto Sans CJK JP; its em box rises about 0.88 em above the baseline.
        context.drawGlyphs([GlyphPlacement(id: 27873, position: CGPoint(x: 5, y: 32))], file: Self.noto, index: 0, pointSize: 30, color: .blue)
        let image = try snapshot(context, "glyph")
        let inked = image.bitmap.pixels().filter { $0.alpha > 128 }
        #expect(inked.count > 200)
        #expect(inked.allSatisfy { $0.blue == 255 && $0.red == 0 })
        for y in 0..<image.height { #expect(image.pixel(0, y).alpha == 0) }
        // Nothing far below the baseline (y 32 points = row 64).
        for x in 0..<image.width { #expect(image.pixel(x, 79).alpha == 0) }
    }

    @Test("Glyphs honor the context's alpha and shadow like any drawing")
    func glyphsComposite() throws {
        let context = try uikitContext(width: 40, height: 40, scale: 1)
        context.setAlpha(0.5)
        context.drawGlyphs([GlyphPlacement(id: 27873, position: CGPoint(x: 5, y: 32))], file: Self.noto, index: 0, pointSize: 30, color: .blue)
        let image = try snapshot(context, "glyph-alpha")
        let darkest = image.bitmap.pixels().map(\.alpha).max() ?? 0
        #expect(darkest > 100 && darkest < 140)
    }

    @Test("An unknown font file draws nothing and does not crash")
    func missingFont() throws {
        let context = try uikitContext(width: 10, height: 10)
        context.drawGlyphs([GlyphPlacement(id: 1, position: CGPoint(x: 1, y: 8))], file: "/nonexistent.ttf", index: 0, pointSize: 10, color: .blue)
        #expect(try snapshot(context, "glyph-missing").bitmap.pixels().allSatisfy { $0.alpha == 0 })
    }

    @Test("Drawing the same things twice gives identical bytes")
    func deterministic() throws {
        func draw() throws -> CGImage {
            let context = try uikitContext(width: 60, height: 30, scale: 3)
            context.setFillColor(.blue)
            context.addPath(CGPath(roundedRect: CGRect(x: 1, y: 1, width: 58, height: 28), cornerWidth: 9, cornerHeight: 9, transform: nil))
            context.fillPath()
            context.setShadow(offset: CGSize(width: 1, height: 2), blur: 3, color: CGColor(gray: 0, alpha: 0.5))
            context.drawGlyphs([GlyphPlacement(id: 27873, position: CGPoint(x: 10.3, y: 22.7)), GlyphPlacement(id: 37448, position: CGPoint(x: 27.3, y: 22.7))],
                               file: Self.noto, index: 0, pointSize: 17, color: .white)
            return try #require(context.makeImage())
        }
        let first = try draw(), second = try draw()
        #expect(first.bitmap == second.bitmap)
        #expect(try first.bitmap.pngData() == second.bitmap.pngData())
    }
}
