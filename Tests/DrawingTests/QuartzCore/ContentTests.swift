import Foundation
import Rendering
import Testing
@testable import CoreGraphics
@testable import QuartzCore

/// `contents` and its gravity, scale, rect and center (docs/DRAWING.md, "Layer contents").
@Suite("Layer contents")
struct ContentTests {
    /// A solid `width` x `height` image.
    func solid(_ width: Int, _ height: Int, _ color: CGColor = .red) throws -> CGImage {
        try makeImage(width: width, height: height) {
            $0.setFillColor(color)
            $0.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    /// A 20 x 20 image: red in its top half, blue in its bottom half.
    func redOverBlue() throws -> CGImage {
        try makeImage(width: 20, height: 20) {
            $0.setFillColor(.blue)
            $0.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            $0.setFillColor(.red)
            $0.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
        }
    }

    func contentLayer(_ image: CGImage, gravity: CALayerContentsGravity, size: CGSize = CGSize(width: 40, height: 40)) -> CALayer {
        let layer = DrawingTests.layer(CGRect(origin: .zero, size: size))
        layer.contents = image
        layer.contentsGravity = gravity
        return layer
    }

    @Test("contents is drawn upright: the image's first row at the layer's top")
    func upright() throws {
        let image = try render(contentLayer(try redOverBlue(), gravity: .resize), "contents-upright")
        #expect(image.pixel(20, 5) == .solidRed && image.pixel(20, 35) == .solidBlue)
    }

    @Test("Gravities that keep the size place the image at the named edge or corner", arguments: [
        ("center", 15, 15), ("top", 15, 0), ("bottom", 15, 30), ("left", 0, 15), ("right", 30, 15),
        ("topLeft", 0, 0), ("topRight", 30, 0), ("bottomLeft", 0, 30), ("bottomRight", 30, 30),
    ])
    func placement(gravity: String, x: Int, y: Int) throws {
        let image = try render(contentLayer(try solid(10, 10), gravity: CALayerContentsGravity(rawValue: gravity)), "gravity-\(gravity)")
        #expect(image.pixel(x + 5, y + 5) == .solidRed, "\(gravity)")
        let inked = image.bitmap.pixels().filter { $0.alpha > 0 }.count
        #expect(inked == 100, "\(gravity): the image keeps its size")
    }

    @Test("resize stretches; resizeAspect fits inside; resizeAspectFill covers and is not clipped without masksToBounds")
    func resizing() throws {
        let wide = try solid(20, 10)
        let stretched = try render(contentLayer(wide, gravity: .resize), "gravity-resize")
        #expect(stretched.bitmap.pixels().allSatisfy { $0 == .solidRed })
        let fit = try render(contentLayer(wide, gravity: .resizeAspect), "gravity-aspect")
        #expect(fit.pixel(20, 5).alpha == 0 && fit.pixel(20, 15) == .solidRed && fit.pixel(20, 34).alpha == 0 && fit.pixel(0, 20) == .solidRed)

        let root = layer(CGRect(x: 0, y: 0, width: 80, height: 40))
        let fill = contentLayer(wide, gravity: .resizeAspectFill)
        fill.frame = CGRect(x: 20, y: 0, width: 40, height: 40)
        root.addSublayer(fill)
        let covered = try render(root, "gravity-aspect-fill")
        #expect(covered.pixel(5, 20) == .solidRed, "the image spills past the bounds")
        fill.masksToBounds = true
        let clipped = try render(root, "gravity-aspect-fill-clipped")
        #expect(clipped.pixel(5, 20).alpha == 0 && clipped.pixel(30, 20) == .solidRed)
    }

    @Test("contentsScale: pixels per point of the image when it keeps its size")
    func scale() throws {
        let layer = contentLayer(try solid(20, 20), gravity: .center)
        layer.contentsScale = 2
        let image = try render(layer, "contents-scale")
        #expect(image.pixel(20, 20) == .solidRed && image.pixel(14, 20).alpha == 0 && image.pixel(16, 20) == .solidRed)
        #expect(image.bitmap.pixels().filter { $0.alpha > 0 }.count == 100)
    }

    @Test("contentsRect shows part of the image, in unit coordinates from its top left")
    func contentsRect() throws {
        let layer = contentLayer(try redOverBlue(), gravity: .resize)
        layer.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 0.5)
        #expect(try render(layer, "contents-rect-top").bitmap.pixels().allSatisfy { $0 == .solidRed })
        layer.contentsRect = CGRect(x: 0, y: 0.5, width: 1, height: 0.5)
        #expect(try render(layer, "contents-rect-bottom").bitmap.pixels().allSatisfy { $0 == .solidBlue })
    }

    @Test("contentsCenter stretches the middle, keeps the corners and stretches the edges one way")
    func nineParts() throws {
        // 30 x 30: a 10-pixel red frame around a blue middle.
        let framed = try makeImage(width: 30, height: 30) {
            $0.setFillColor(.red)
            $0.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            $0.setFillColor(.blue)
            $0.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        let layer = contentLayer(framed, gravity: .resize, size: CGSize(width: 90, height: 60))
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let image = try render(layer, "contents-center")
        #expect(image.pixel(5, 5) == .solidRed && image.pixel(85, 55) == .solidRed)
        #expect(image.pixel(5, 30) == .solidRed && image.pixel(45, 5) == .solidRed, "edges keep their thickness")
        #expect(image.pixel(12, 30) == .solidBlue && image.pixel(45, 12) == .solidBlue && image.pixel(77, 47) == .solidBlue)
    }

    @Test("A layer with contents draws them between its background and its sublayers")
    func contentsOrder() throws {
        let layer = contentLayer(try solid(10, 10), gravity: .center)
        layer.backgroundColor = CGColor.blue
        layer.addSublayer(DrawingTests.layer(CGRect(x: 18, y: 18, width: 4, height: 4), .green))
        let image = try render(layer, "contents-order")
        #expect(image.pixel(5, 5) == .solidBlue && image.pixel(16, 16) == .solidRed && image.pixel(20, 20) == .solidGreen)
    }

    @Test("Contents are not rounded by cornerRadius unless masksToBounds")
    func contentsAndCorners() throws {
        let layer = contentLayer(try solid(40, 40), gravity: .resize)
        layer.cornerRadius = 15
        #expect(try render(layer, "contents-corner").pixel(0, 0) == .solidRed)
        layer.masksToBounds = true
        #expect(try render(layer, "contents-corner-masked").pixel(0, 0).alpha == 0)
    }
}
