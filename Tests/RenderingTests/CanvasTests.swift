import Foundation
import Testing
@testable import Rendering

@Suite("Canvas")
struct CanvasTests {
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)
    static let noto = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    @Test("A canvas is its size in points times the scale, rounded up to whole pixels", arguments: [1.0, 2, 3])
    func pixelSize(scale: Double) throws {
        let canvas = try Canvas(size: CGSize(width: 10.5, height: 4), scale: scale)
        let bitmap = canvas.finish()
        #expect(bitmap.pixelWidth == Int((10.5 * scale).rounded(.up)))
        #expect(bitmap.pixelHeight == Int(4 * scale))
        #expect(bitmap.scale == scale)
        #expect(bitmap.pixel(x: 0, y: 0).alpha == 0)
    }

    @Test("Rounded rectangles leave their corners transparent")
    func roundedCorners() throws {
        let canvas = try Canvas(size: CGSize(width: 40, height: 20), scale: 2)
        canvas.fill(Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8), with: Self.blue)
        let bitmap = canvas.finish()
        #expect(bitmap.pixel(atPoint: 20, 10) == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(bitmap.pixel(atPoint: 0.5, 0.5).alpha == 0)
        #expect(bitmap.pixel(atPoint: 39.5, 19.5).alpha == 0)
        #expect(bitmap.pixel(atPoint: 20, 0.25).alpha == 255, "the straight top edge is filled")
    }

    @Test("A stroke is centred on the path")
    func stroke() throws {
        let canvas = try Canvas(size: CGSize(width: 20, height: 20), scale: 1)
        canvas.stroke(Path(rect: CGRect(x: 2, y: 2, width: 16, height: 16)), with: .black, lineWidth: 2)
        let bitmap = canvas.finish()
        #expect(bitmap.pixel(x: 1, y: 10).alpha == 255)
        #expect(bitmap.pixel(x: 2, y: 10).alpha == 255)
        #expect(bitmap.pixel(x: 3, y: 10).alpha == 0)
        #expect(bitmap.pixel(x: 10, y: 10).alpha == 0)
    }

    @Test("Clipping limits drawing; layers composite with their alpha")
    func clipAndLayers() throws {
        let canvas = try Canvas(size: CGSize(width: 20, height: 10), scale: 1)
        canvas.withSavedState {
            canvas.clip(to: Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
            canvas.fillAll(with: .black)
        }
        canvas.beginLayer(alpha: 0.5)
        canvas.fill(Path(rect: CGRect(x: 10, y: 0, width: 10, height: 10)), with: Self.blue)
        canvas.endLayer()
        let bitmap = canvas.finish()
        #expect(bitmap.pixel(x: 5, y: 5) == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        let half = bitmap.pixel(x: 15, y: 5)
        #expect(abs(Int(half.alpha) - 128) <= 1)
        #expect(half.blue == 255)
    }

    @Test("Glyphs draw ink near their origin in the given color")
    func glyphs() throws {
        let canvas = try Canvas(size: CGSize(width: 40, height: 40), scale: 2)
        // Glyph 27873 is 直 in Noto Sans CJK JP; the em box spans the baseline up by ~0.88 em.
        canvas.drawGlyphs([PlacedGlyph(id: 27873, position: CGPoint(x: 5, y: 32))],
                          font: GlyphFont(file: Self.noto, index: 0, pointSize: 30), color: Self.blue)
        let bitmap = canvas.finish()
        let inked = bitmap.pixels().filter { $0.alpha > 128 }
        #expect(inked.count > 200)
        #expect(inked.allSatisfy { $0.blue == 255 && $0.red == 0 })
        // No ink left of the origin or below the descender.
        for y in 0..<bitmap.pixelHeight { #expect(bitmap.pixel(x: 0, y: y).alpha == 0) }
    }

    @Test("Drawing the same things twice gives identical bitmaps")
    func deterministic() throws {
        func draw() throws -> Bitmap {
            let canvas = try Canvas(size: CGSize(width: 60, height: 30), scale: 3)
            canvas.fill(Path(roundedRect: CGRect(x: 1, y: 1, width: 58, height: 28), cornerRadius: 9), with: Self.blue)
            canvas.drawGlyphs([PlacedGlyph(id: 27873, position: CGPoint(x: 10.3, y: 22.7)), PlacedGlyph(id: 37448, position: CGPoint(x: 27.3, y: 22.7))],
                              font: GlyphFont(file: Self.noto, index: 0, pointSize: 17), color: .white)
            return canvas.finish()
        }
        let first = try draw()
        let second = try draw()
        #expect(first == second)
        #expect(try first.pngData() == second.pngData())
    }

    @Test("Sizes that are empty, not numbers or too large are errors, not allocations", arguments: [
        CGSize(width: 0, height: 10), CGSize(width: -1, height: 10), CGSize(width: CGFloat.nan, height: 10),
        CGSize(width: 100_000, height: 100_000), CGSize(width: 10, height: CGFloat.infinity),
    ])
    func badSizes(size: CGSize) {
        #expect(throws: RenderingError.self) { _ = try Canvas(size: size, scale: 3) }
    }

    @Test("A too-large size names its pixels and the limit")
    func tooLargeMessage() {
        do {
            _ = try Canvas(size: CGSize(width: 100_000, height: 100), scale: 3)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("300000"))
            #expect(error.description.contains("16384"))
        }
    }

    @Test("Blur spreads alpha symmetrically and keeps its total")
    func blur() {
        var alpha = [UInt8](repeating: 0, count: 41 * 41)
        alpha[20 * 41 + 20] = 255
        for dy in -2...2 { for dx in -2...2 { alpha[(20 + dy) * 41 + 20 + dx] = 255 } }
        let before = alpha.reduce(0) { $0 + Int($1) }
        Blur.gaussian(&alpha, width: 41, height: 41, sigma: 3)
        let after = alpha.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) < before / 20)
        #expect(alpha[20 * 41 + 10] == alpha[20 * 41 + 30])
        #expect(alpha[10 * 41 + 20] == alpha[30 * 41 + 20])
        #expect(alpha[20 * 41 + 20] < 255)
        #expect(alpha[20 * 41 + 14] > 0)
    }
}
