import Foundation
import Testing
@testable import PixelDiff
@testable import Rendering

/// Crafted pairs whose counts follow from pixelmatch's definition.
@Suite("Crafted pairs")
struct CraftedPairTests {
    func image(_ width: Int, _ height: Int, _ fill: Pixel, _ paint: (inout RGBAImage) -> Void = { _ in }) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height, fill: fill)
        paint(&image)
        return image
    }

    func set(_ image: inout RGBAImage, _ x: Int, _ y: Int, _ pixel: Pixel) {
        let offset = (y * image.width + x) * 4
        image.bytes[offset] = pixel.red
        image.bytes[offset + 1] = pixel.green
        image.bytes[offset + 2] = pixel.blue
        image.bytes[offset + 3] = pixel.alpha
    }

    let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    let black = Pixel(red: 0, green: 0, blue: 0, alpha: 255)

    @Test("A changed block counts every pixel in it")
    func colorChange() throws {
        let a = try image(40, 30, white)
        let b = try image(40, 30, white) { img in
            for y in 10..<20 { for x in 5..<15 { set(&img, x, y, Pixel(red: 200, green: 0, blue: 0, alpha: 255)) } }
        }
        #expect(try PixelMatch.compare(a, b).differentPixels == 100)
    }

    @Test("Colors within the threshold do not count; beyond it they do")
    func threshold() throws {
        let a = try image(10, 10, Pixel(red: 100, green: 100, blue: 100, alpha: 255))
        let b = try image(10, 10, Pixel(red: 104, green: 100, blue: 100, alpha: 255))
        #expect(try PixelMatch.compare(a, b).differentPixels == 0)
        #expect(try PixelMatch.compare(a, b, options: PixelMatchOptions(threshold: 0)).differentPixels == 100)
    }

    @Test("An anti-aliasing-only change is left out unless asked for")
    func antialiasingOnly() throws {
        // A hard black square edge next to white, and the same edge with a gray step between:
        // the gray pixel has darker and brighter neighbours that sit in flat areas.
        let a = try image(12, 12, white) { img in for y in 0..<12 { for x in 0..<6 { set(&img, x, y, black) } } }
        let b = try image(12, 12, white) { img in
            for y in 0..<12 { for x in 0..<6 { set(&img, x, y, black) } }
            set(&img, 6, 6, Pixel(red: 128, green: 128, blue: 128, alpha: 255))
        }
        let result = try PixelMatch.compare(a, b)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 1)
        #expect(try PixelMatch.compare(a, b, options: PixelMatchOptions(includeAntialiasing: true)).differentPixels == 1)
    }

    @Test("Shifted text: rendered glyphs one pixel apart differ at their edges")
    func shiftedText() throws {
        func text(at x: Double) throws -> RGBAImage {
            let canvas = try Canvas(size: CGSize(width: 80, height: 30), scale: 1)
            canvas.fillAll(with: RGBAColor.white)
            canvas.drawGlyphs([PlacedGlyph(id: 27873, position: .init(x: x, y: 24)), PlacedGlyph(id: 37448, position: .init(x: x + 20, y: 24))],
                              font: GlyphFont(file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 0, pointSize: 20), color: RGBAColor.black)
            return RGBAImage(canvas.finish())
        }
        let original = try text(at: 10)
        #expect(try PixelMatch.compare(original, try text(at: 10)).differentPixels == 0)
        let shifted = try PixelMatch.compare(original, try text(at: 11))
        #expect(shifted.differentPixels > 20)
        #expect(shifted.differentPixels < 400)
    }

    @Test("Alpha: the same color at another opacity differs; transparent pixels of any color do not")
    func alpha() throws {
        let opaque = try image(10, 10, Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        let faint = try image(10, 10, Pixel(red: 0, green: 0, blue: 255, alpha: 40))
        #expect(try PixelMatch.compare(opaque, faint).differentPixels == 100)
        let clearRed = try image(10, 10, Pixel(red: 255, green: 0, blue: 0, alpha: 0))
        let clearBlue = try image(10, 10, Pixel(red: 0, green: 0, blue: 255, alpha: 0))
        #expect(try PixelMatch.compare(clearRed, clearBlue).differentPixels == 0)
    }
}
