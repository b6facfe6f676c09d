import Foundation
import Rendering
import Testing
@testable import CoreGraphics
@testable import QuartzCore

/// Shape, gradient, text and replicator layers (docs/DRAWING.md, sections of those names).
@Suite("Shape layers")
struct ShapeLayerTests {
    func shape(_ path: CGPath, size: CGSize = CGSize(width: 40, height: 40), _ configure: (CAShapeLayer) -> Void = { _ in }) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.path = path
        configure(layer)
        return layer
    }

    var line: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 40, y: 5))
        return path
    }

    @Test("Defaults: filled black, not stroked, line width 1, non-zero rule")
    func defaults() throws {
        let layer = CAShapeLayer()
        #expect(layer.fillColor == CGColor.black || layer.fillColor?.components == [0, 1])
        #expect(layer.strokeColor == nil && layer.lineWidth == 1 && layer.fillRule == .nonZero)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1 && layer.miterLimit == 10)
        let image = try render(shape(CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)), "shape-default")
        #expect(image.pixel(20, 20) == .black && image.pixel(5, 5).alpha == 0)
    }

    @Test("fillRule even-odd leaves a nested subpath's inside empty")
    func fillRule() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let layer = shape(path) { $0.fillRule = .evenOdd }
        let image = try render(layer, "shape-even-odd")
        #expect(image.pixel(5, 5) == .black && image.pixel(20, 20).alpha == 0)
    }

    @Test("strokeStart and strokeEnd draw only that stretch of the path's length")
    func trimming() throws {
        let layer = shape(line, size: CGSize(width: 40, height: 10)) {
            $0.fillColor = nil
            $0.strokeColor = CGColor.red
            $0.lineWidth = 4
            $0.strokeStart = 0.25
            $0.strokeEnd = 0.75
        }
        let image = try render(layer, "shape-trim")
        #expect(image.pixel(5, 5).alpha == 0 && image.pixel(12, 5) == .solidRed && image.pixel(27, 5) == .solidRed && image.pixel(35, 5).alpha == 0)
        layer.strokeEnd = 0.25
        #expect(try render(layer, "shape-trim-empty").bitmap.pixels().allSatisfy { $0.alpha == 0 }, "start = end draws nothing")
    }

    @Test("Dash pattern and phase; line caps extend past the ends")
    func dashesAndCaps() throws {
        let dashed = shape(line, size: CGSize(width: 40, height: 10)) {
            $0.strokeColor = CGColor.red
            $0.lineWidth = 4
            $0.lineDashPattern = [10, 10]
            $0.lineDashPhase = 5
        }
        let image = try render(dashed, "shape-dash")
        #expect(image.pixel(2, 5) == .solidRed && image.pixel(10, 5).alpha == 0 && image.pixel(20, 5) == .solidRed)

        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 5))
        path.addLine(to: CGPoint(x: 30, y: 5))
        let capped = shape(path, size: CGSize(width: 40, height: 10)) {
            $0.strokeColor = CGColor.red
            $0.lineWidth = 6
            $0.lineCap = .square
        }
        let caps = try render(capped, "shape-cap")
        #expect(caps.pixel(8, 5) == .solidRed && caps.pixel(31, 5) == .solidRed && caps.pixel(5, 5).alpha == 0)
    }

    @Test("The stroke is drawn over the fill, centred on the path; the path is not clipped to the bounds")
    func strokeOverFill() throws {
        let layer = shape(CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil), size: CGSize(width: 20, height: 20)) {
            $0.fillColor = CGColor.blue
            $0.strokeColor = CGColor.red
            $0.lineWidth = 4
        }
        let root = DrawingTests.layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSublayer(layer)
        let image = try render(root, "shape-stroke-fill")
        #expect(image.pixel(11, 20) == .solidRed && image.pixel(20, 20) == .solidBlue && image.pixel(31, 25) == .solidRed)
    }
}

@Suite("Gradient layers")
struct GradientLayerTests {
    func gradient(_ colors: [CGColor], size: CGSize = CGSize(width: 40, height: 40), _ configure: (CAGradientLayer) -> Void = { _ in }) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.colors = colors
        configure(layer)
        return layer
    }

    @Test("Default: axial from the top (startPoint 0.5, 0) to the bottom (0.5, 1)")
    func defaults() throws {
        let layer = gradient([.red, .blue])
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1) && layer.type == .axial)
        let image = try render(layer, "gradient-default")
        #expect(image.pixel(20, 0).red > 240 && image.pixel(20, 39).blue > 240)
        #expect(image.pixel(0, 20) == image.pixel(39, 20), "constant along each row")
    }

    @Test("locations nil spaces the colors evenly; locations place them")
    func locations() throws {
        let even = try render(gradient([.red, .green, .blue], size: CGSize(width: 100, height: 10)) {
            $0.startPoint = CGPoint(x: 0, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }, "gradient-even")
        #expect(even.pixel(50, 5).green > 240 && even.pixel(50, 5).red < 15)
        let placed = try render(gradient([.red, .green, .blue], size: CGSize(width: 100, height: 10)) {
            $0.startPoint = CGPoint(x: 0, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
            $0.locations = [0, 0.2, 1]
        }, "gradient-locations")
        #expect(placed.pixel(20, 5).green > 240)
        #expect(placed.pixel(60, 5).green < 200 && placed.pixel(60, 5).blue > 100)
    }

    @Test("Past its start and end points an axial gradient keeps its end colors")
    func extended() throws {
        let image = try render(gradient([.red, .blue], size: CGSize(width: 100, height: 10)) {
            $0.startPoint = CGPoint(x: 0.25, y: 0.5)
            $0.endPoint = CGPoint(x: 0.75, y: 0.5)
        }, "gradient-extended")
        #expect(image.pixel(10, 5) == .solidRed && image.pixel(90, 5) == .solidBlue)
    }

    @Test("Radial: centred on startPoint, reaching endPoint, the last color beyond")
    func radial() throws {
        let image = try render(gradient([.red, .blue], size: CGSize(width: 40, height: 40)) {
            $0.type = .radial
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 1)
        }, "gradient-radial")
        #expect(image.pixel(20, 20).red > 230)
        #expect(image.pixel(0, 0) == .solidBlue)
        #expect(image.pixel(29, 20) == image.pixel(10, 20) && image.pixel(20, 29) == image.pixel(20, 10), "symmetric about the center")
    }

    @Test("Conic: colors around startPoint, beginning towards endPoint and turning clockwise on screen")
    func conic() throws {
        let image = try render(gradient([.red, .blue], size: CGSize(width: 40, height: 40)) {
            $0.type = .conic
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }, "gradient-conic")
        let right = image.pixel(35, 21), below = image.pixel(20, 35), left = image.pixel(5, 20), above = image.pixel(20, 5)
        #expect(right.red > 200, "the start, towards endPoint: \(right)")
        #expect(below.red > above.red, "a quarter turn clockwise comes before three quarters")
        #expect(left.red > 100 && left.blue > 100, "half way round: \(left)")
        #expect(image.bitmap.pixels().allSatisfy { $0.alpha == 255 }, "opaque, with no seams")
    }
}

@Suite("Text layers")
struct TextLayerTests {
    func text(_ string: Any, size: CGSize = CGSize(width: 200, height: 40), _ configure: (CATextLayer) -> Void = { _ in }) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.string = string
        layer.fontSize = 20
        configure(layer)
        return layer
    }

    /// The left-most and right-most inked columns, and the lowest inked row.
    func ink(_ image: CGImage) -> (left: Int, right: Int, bottom: Int)? {
        var left = Int.max, right = -1, bottom = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x, y).alpha > 100 {
                left = min(left, x)
                right = max(right, x)
                bottom = max(bottom, y)
            }
        }
        return right < 0 ? nil : (left, right, bottom)
    }

    @Test("Defaults: 36-point white text, not wrapped, natural alignment")
    func defaults() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36 && layer.foregroundColor?.components == [1, 1] && !layer.isWrapped)
        #expect(layer.alignmentMode == .natural && layer.truncationMode == .none)
    }

    @Test("The string is drawn in foregroundColor from the top left")
    func drawsString() throws {
        let image = try render(text("Hello") { $0.foregroundColor = CGColor.red }, "text-plain")
        let box = try #require(ink(image))
        #expect(box.left < 10 && box.bottom < 30)
        #expect(image.bitmap.pixels().filter { $0.alpha == 255 }.allSatisfy { $0 == .solidRed })
    }

    @Test("alignmentMode centers or right-aligns the line")
    func alignment() throws {
        let left = try #require(ink(try render(text("Hi"), "text-left")))
        let center = try #require(ink(try render(text("Hi") { $0.alignmentMode = .center }, "text-center")))
        let right = try #require(ink(try render(text("Hi") { $0.alignmentMode = .right }, "text-right")))
        #expect(left.left < 10)
        #expect(abs((center.left + center.right) / 2 - 100) < 10)
        #expect(right.right > 185)
    }

    @Test("isWrapped breaks a long string into lines within the width")
    func wrapping() throws {
        let long = "one two three four five six seven eight"
        let single = try #require(ink(try render(text(long, size: CGSize(width: 100, height: 120)), "text-unwrapped")))
        let wrapped = try #require(ink(try render(text(long, size: CGSize(width: 100, height: 120)) { $0.isWrapped = true }, "text-wrapped")))
        #expect(wrapped.bottom > single.bottom + 20, "more than one line")
    }

    @Test("truncationMode end keeps a long line within the width")
    func truncation() throws {
        let long = "one two three four five six seven eight"
        let cut = try #require(ink(try render(text(long, size: CGSize(width: 100, height: 40)) { $0.truncationMode = .end }, "text-truncated")))
        #expect(cut.right < 100)
    }

    @Test("An attributed string keeps its own colors")
    func attributed() throws {
        let string = NSMutableAttributedString(string: "AB")
        string.addAttribute(NSAttributedString.Key("NSColor"), value: CGColor.blue, range: NSRange(location: 1, length: 1))
        let image = try render(text(string) { $0.foregroundColor = CGColor.red }, "text-attributed")
        let solid = image.bitmap.pixels().filter { $0.alpha == 255 }
        #expect(solid.contains(.solidRed) && solid.contains(.solidBlue))
    }
}

@Suite("Replicator layers")
struct ReplicatorLayerTests {
    func replicator(_ configure: (CAReplicatorLayer) -> Void) -> CAReplicatorLayer {
        let layer = CAReplicatorLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 10)
        layer.addSublayer(DrawingTests.layer(CGRect(x: 0, y: 0, width: 10, height: 10), .white))
        configure(layer)
        return layer
    }

    @Test("instanceCount copies, each moved by instanceTransform from the one before")
    func copies() throws {
        let image = try render(replicator {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        }, "replicator")
        #expect(image.pixel(5, 5) == .white && image.pixel(25, 5) == .white && image.pixel(45, 5) == .white)
        #expect(image.pixel(15, 5).alpha == 0 && image.pixel(55, 5).alpha == 0)
    }

    @Test("instanceColor multiplies every copy; the offsets change it from one copy to the next")
    func colors() throws {
        let image = try render(replicator {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            $0.instanceColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
            $0.instanceRedOffset = -0.5
            $0.instanceAlphaOffset = -0.25
        }, "replicator-colors")
        #expect(image.pixel(5, 5).isClose(to: Pixel(red: 255, green: 255, blue: 0, alpha: 255)))
        let second = image.pixel(25, 5)
        #expect(abs(Int(second.red) - 128) <= 2 && second.green == 255 && second.blue == 0 && abs(Int(second.alpha) - 191) <= 2, "\(second)")
        let third = image.pixel(45, 5)
        #expect(third.red <= 2 && abs(Int(third.alpha) - 128) <= 2, "\(third)")
    }
}
