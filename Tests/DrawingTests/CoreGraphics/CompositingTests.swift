import Foundation
import Rendering
import Testing
@testable import CoreGraphics

/// Alpha, blend modes, shadows and transparency layers (docs/DRAWING.md, "Compositing",
/// "Shadows", "Transparency layers").
@Suite("Compositing")
struct CompositingTests {
    /// A UIKit context filled with `background`, with `mode` set.
    func context(over background: CGColor?, mode: CGBlendMode = .normal, width: Int = 40, height: Int = 10) throws -> CGContext {
        let context = try uikitContext(width: width, height: height)
        if let background {
            context.setFillColor(background)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        context.setBlendMode(mode)
        return context
    }

    @Test("setAlpha multiplies everything drawn, the color's own alpha included")
    func globalAlpha() throws {
        let context = try self.context(over: .white)
        context.setAlpha(0.5)
        context.setFillColor(.blue)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 20, y: 0, width: 20, height: 10))
        let image = try snapshot(context, "alpha")
        #expect(image.pixel(5, 5).isClose(to: Pixel(red: 127, green: 127, blue: 255, alpha: 255)))
        #expect(image.pixel(25, 5).isClose(to: Pixel(red: 191, green: 191, blue: 255, alpha: 255)))
    }

    @Test("Separable blend modes: multiply darkens, screen lightens, darken/lighten pick per component")
    func separableModes() throws {
        let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1), cyan = CGColor(red: 0, green: 1, blue: 1, alpha: 1)
        let cases: [(CGBlendMode, Pixel)] = [
            (.multiply, .solidGreen), (.screen, .white), (.darken, .solidGreen), (.lighten, .white),
            (.difference, Pixel(red: 255, green: 0, blue: 255, alpha: 255)),
        ]
        for (mode, expected) in cases {
            let context = try self.context(over: yellow, mode: mode)
            context.setFillColor(cyan)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
            #expect(try snapshot(context, "blend-\(mode)").pixel(5, 5).isClose(to: expected), "\(mode)")
        }
    }

    @Test("copy replaces the destination with the source, alpha included, only inside the shape")
    func copyMode() throws {
        let context = try self.context(over: .red, mode: .copy)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        let image = try snapshot(context, "blend-copy")
        let inside = image.pixel(20, 5)
        #expect(abs(Int(inside.alpha) - 128) <= 1 && inside.blue == 255 && inside.red == 0)
        #expect(image.pixel(5, 5) == .solidRed)
    }

    @Test("clear erases what the shape covers")
    func clearMode() throws {
        let context = try self.context(over: .red, mode: .clear)
        context.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        let image = try snapshot(context, "blend-clear")
        #expect(image.pixel(20, 5).alpha == 0)
        #expect(image.pixel(5, 5) == .solidRed)
    }

    @Test("sourceIn paints only where the destination is; the destination outside the shape stays")
    func sourceIn() throws {
        let context = try uikitContext(width: 40, height: 10)
        context.setFillColor(.red)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.setBlendMode(.sourceIn)
        context.setFillColor(.blue)
        context.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        let image = try snapshot(context, "blend-source-in")
        #expect(image.pixel(15, 5) == .solidBlue)
        #expect(image.pixel(25, 5).alpha == 0)
        #expect(image.pixel(5, 5) == .solidRed, "outside the filled rectangle nothing changes")
    }

    @Test("destinationOut cuts the shape out of the destination")
    func destinationOut() throws {
        let context = try self.context(over: .red, mode: .destinationOut)
        context.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        let image = try snapshot(context, "blend-destination-out")
        #expect(image.pixel(20, 5).alpha == 0)
        #expect(image.pixel(5, 5) == .solidRed && image.pixel(35, 5) == .solidRed)
    }

    @Test("destinationOver paints behind what is there")
    func destinationOver() throws {
        let context = try uikitContext(width: 40, height: 10)
        context.setFillColor(.red)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.setBlendMode(.destinationOver)
        context.setFillColor(.blue)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
        let image = try snapshot(context, "blend-destination-over")
        #expect(image.pixel(5, 5) == .solidRed && image.pixel(30, 5) == .solidBlue)
    }

    @Test("A shadow's positive height goes down in a UIKit context")
    func shadowUIKit() throws {
        let context = try uikitContext(width: 60, height: 60)
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor.black)
        context.setFillColor(.red)
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        let image = try snapshot(context, "shadow-uikit")
        #expect(image.pixel(20, 20) == .solidRed)
        #expect(image.pixel(20, 35) == .black)
        #expect(image.pixel(20, 5).alpha == 0)
    }

    @Test("A shadow's positive height goes up in a bitmap context")
    func shadowBitmap() throws {
        let context = try bitmapContext(width: 60, height: 60)
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor.black)
        context.setFillColor(.red)
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        let image = try snapshot(context, "shadow-bitmap")
        // User y 10...30 is image rows 30...50; the shadow at user y 20...40 is rows 20...40.
        #expect(image.pixel(20, 40) == .solidRed)
        #expect(image.pixel(20, 24) == .black)
        #expect(image.pixel(20, 55).alpha == 0)
    }

    @Test("The shadow offset ignores the CTM")
    func shadowIgnoresCTM() throws {
        let context = try uikitContext(width: 60, height: 60)
        context.scaleBy(x: 3, y: 3)
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor.black)
        context.fill(CGRect(x: 2, y: 2, width: 4, height: 4))  // 6...18 on the bitmap
        let image = try snapshot(context, "shadow-ctm")
        #expect(image.pixel(25, 10) == .black, "shadow reaches 28, 10 past the shape")
        #expect(image.pixel(40, 10).alpha == 0, "not 30 points (the offset scaled by the CTM)")
    }

    @Test("setShadow(offset:blur:) is black at a third of full opacity; blur softens the edge")
    func defaultShadow() throws {
        let context = try uikitContext(width: 60, height: 60)
        context.setShadow(offset: CGSize(width: 30, height: 0), blur: 0)
        context.fill(CGRect(x: 5, y: 5, width: 20, height: 20))
        let hard = try snapshot(context, "shadow-default")
        #expect(abs(Int(hard.pixel(45, 15).alpha) - 85) <= 1)

        let soft = try uikitContext(width: 60, height: 60)
        soft.setShadow(offset: CGSize(width: 0, height: 0), blur: 10, color: CGColor.black)
        soft.setFillColor(.red)
        soft.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        let blurred = try snapshot(soft, "shadow-blur")
        let edge = blurred.pixel(17, 30)
        #expect(edge.alpha > 20 && edge.alpha < 200, "a soft edge just outside the shape: \(edge)")
        #expect(blurred.pixel(2, 30).alpha < 10)
        #expect(blurred.pixel(30, 30) == .solidRed)
    }

    @Test("setShadow with a nil color turns the shadow off")
    func shadowOff() throws {
        let context = try uikitContext(width: 40, height: 40)
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor.black)
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: nil)
        context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(try snapshot(context, "shadow-off").pixel(15, 25).alpha == 0)
    }

    @Test("A transparency layer composites its drawing as one image with the alpha in effect")
    func transparencyLayer() throws {
        let context = try uikitContext(width: 40, height: 10)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(.red)
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
        context.setFillColor(.blue)
        context.fill(CGRect(x: 10, y: 0, width: 30, height: 10))
        context.endTransparencyLayer()
        let image = try snapshot(context, "transparency-layer")
        let overlap = image.pixel(20, 5)
        #expect(overlap.red == 0 && overlap.blue == 255 && abs(Int(overlap.alpha) - 128) <= 1, "no red shows through: \(overlap)")
        #expect(abs(Int(image.pixel(5, 5).alpha) - 128) <= 1)
    }

    @Test("A shadow set before a transparency layer falls from the layer as a whole")
    func layerShadow() throws {
        let context = try uikitContext(width: 60, height: 40)
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor.black)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(.red)
        context.fill(CGRect(x: 20, y: 5, width: 20, height: 20))
        context.setFillColor(.blue)
        context.fill(CGRect(x: 5, y: 5, width: 20, height: 20))
        context.endTransparencyLayer()
        let image = try snapshot(context, "transparency-layer-shadow")
        #expect(image.pixel(30, 15) == .solidRed, "the blue square casts no shadow on the red one")
        #expect(image.pixel(45, 15) == .black)
        #expect(image.pixel(15, 15) == .solidBlue)
    }
}
