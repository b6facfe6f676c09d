import Foundation
import Rendering
import Testing
@testable import CoreGraphics

/// Fills, strokes, arcs in both kinds of context, and the current path (docs/DRAWING.md,
/// "Fills and strokes").
@Suite("Fills and strokes")
struct PaintingTests {
    @Test("Arcs: clockwise false turns from +x towards +y, which is up in a bitmap context and down in a UIKit one")
    func arcsInBothSpaces() throws {
        for flipped in [false, true] {
            let context = flipped ? try uikitContext(width: 40, height: 40) : try bitmapContext(width: 40, height: 40)
            context.setFillColor(.red)
            context.move(to: CGPoint(x: 20, y: 20))
            context.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            context.closePath()
            context.fillPath()
            let image = try snapshot(context, flipped ? "arc-uikit" : "arc-bitmap")
            let upperRight = image.pixel(28, 12), lowerRight = image.pixel(28, 28)
            if flipped {
                #expect(lowerRight == .solidRed)
                #expect(upperRight.alpha == 0)
            } else {
                #expect(upperRight == .solidRed)
                #expect(lowerRight.alpha == 0)
            }
            #expect(image.pixel(12, 12).alpha == 0 && image.pixel(12, 28).alpha == 0)
        }
    }

    @Test("A stroke is centred on the path: half the line width each side")
    func strokeCentred() throws {
        let context = try uikitContext(width: 20, height: 20)
        context.setLineWidth(2)
        context.stroke(CGRect(x: 2, y: 2, width: 16, height: 16))
        let image = try snapshot(context, "stroke-centred")
        #expect(image.pixel(1, 10) == .black)
        #expect(image.pixel(2, 10) == .black)
        #expect(image.pixel(0, 10).alpha == 0)
        #expect(image.pixel(3, 10).alpha == 0)
        #expect(image.pixel(10, 10).alpha == 0)
    }

    func strokeLine(cap: CGLineCap) throws -> CGImage {
        let context = try uikitContext(width: 40, height: 40)
        context.setLineWidth(10)
        context.setLineCap(cap)
        context.move(to: CGPoint(x: 10, y: 20))
        context.addLine(to: CGPoint(x: 30, y: 20))
        context.strokePath()
        return try snapshot(context, "cap-\(cap)")
    }

    @Test("Line caps: butt ends at the end point, square goes half the width past it, round is a half disc")
    func caps() throws {
        let butt = try strokeLine(cap: .butt)
        #expect(butt.pixel(10, 20) == .black && butt.pixel(29, 20) == .black)
        #expect(butt.pixel(8, 20).alpha == 0 && butt.pixel(31, 20).alpha == 0)
        let square = try strokeLine(cap: .square)
        #expect(square.pixel(6, 20) == .black && square.pixel(5, 16) == .black && square.pixel(34, 20) == .black)
        #expect(square.pixel(4, 20).alpha == 0)
        let round = try strokeLine(cap: .round)
        #expect(round.pixel(6, 20) == .black)
        #expect(round.pixel(5, 16).alpha < 30, "the corner a square cap would fill")
    }

    func strokeCorner(join: CGLineJoin, miterLimit: CGFloat = 10) throws -> CGImage {
        let context = try uikitContext(width: 40, height: 40)
        context.setLineWidth(10)
        context.setLineJoin(join)
        context.setMiterLimit(miterLimit)
        context.addLines(between: [CGPoint(x: 5, y: 30), CGPoint(x: 30, y: 30), CGPoint(x: 30, y: 5)])
        context.strokePath()
        return try snapshot(context, "join-\(join)-\(Int(miterLimit))")
    }

    @Test("Line joins: miter fills the outer corner, bevel cuts it, round rounds it; a low miter limit bevels")
    func joins() throws {
        let miter = try strokeCorner(join: .miter)
        #expect(miter.pixel(34, 34) == .black)
        let bevel = try strokeCorner(join: .bevel)
        #expect(bevel.pixel(34, 34).alpha == 0 && bevel.pixel(33, 33).alpha == 0)
        #expect(bevel.pixel(31, 31) == .black)
        let round = try strokeCorner(join: .round)
        #expect(round.pixel(34, 34).alpha == 0)
        #expect(round.pixel(33, 33).alpha > 100)
        // A right angle's miter is √2 times the line width: past a limit of 1.2.
        let limited = try strokeCorner(join: .miter, miterLimit: 1.2)
        #expect(limited.pixel(34, 34).alpha == 0)
    }

    func dashedLine(phase: CGFloat) throws -> CGImage {
        let context = try uikitContext(width: 40, height: 10)
        context.setLineWidth(4)
        context.setLineDash(phase: phase, lengths: [10, 10])
        context.move(to: CGPoint(x: 0, y: 5))
        context.addLine(to: CGPoint(x: 40, y: 5))
        context.strokePath()
        return try snapshot(context, "dash-\(Int(phase))")
    }

    @Test("Dashes alternate painted and unpainted lengths, starting phase into the pattern")
    func dashes() throws {
        let plain = try dashedLine(phase: 0)
        #expect(plain.pixel(5, 5) == .black && plain.pixel(15, 5).alpha == 0 && plain.pixel(25, 5) == .black)
        let shifted = try dashedLine(phase: 5)
        #expect(shifted.pixel(2, 5) == .black && shifted.pixel(10, 5).alpha == 0 && shifted.pixel(20, 5) == .black)
    }

    @Test("fillPath(using: .evenOdd) leaves the inside of a nested subpath empty")
    func evenOddFill() throws {
        let context = try uikitContext(width: 40, height: 40)
        context.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        context.fillPath(using: .evenOdd)
        let image = try snapshot(context, "even-odd")
        #expect(image.pixel(5, 5) == .black)
        #expect(image.pixel(20, 20).alpha == 0)
    }

    @Test("drawPath(using: .fillStroke) fills, then strokes over the fill")
    func fillStroke() throws {
        let context = try uikitContext(width: 40, height: 40)
        context.setFillColor(.red)
        context.setStrokeColor(.blue)
        context.setLineWidth(4)
        context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        context.drawPath(using: .fillStroke)
        let image = try snapshot(context, "fill-stroke")
        #expect(image.pixel(20, 20) == .solidRed)
        #expect(image.pixel(11, 20) == .solidBlue)
        #expect(image.pixel(9, 20) == .solidBlue)
        #expect(context.isPathEmpty, "painting consumes the path")
    }

    @Test("fill(_:) and stroke(_:) clear the current path, as Apple documents")
    func rectanglesClearThePath() throws {
        let context = try uikitContext(width: 10, height: 10)
        context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(context.isPathEmpty)
        context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.stroke(CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(context.isPathEmpty)
    }

    @Test("The current point and path bounds are in user space")
    func currentPath() throws {
        let context = try uikitContext(width: 40, height: 40, scale: 2)
        context.translateBy(x: 10, y: 0)
        context.move(to: CGPoint(x: 1, y: 2))
        context.addLine(to: CGPoint(x: 5, y: 6))
        #expect(context.currentPointOfPath == CGPoint(x: 5, y: 6))
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 4, height: 4))
        #expect(context.path?.boundingBox == CGRect(x: 1, y: 2, width: 4, height: 4))
    }

    @Test("Quadratic curves and ellipses fill where expected")
    func curves() throws {
        let context = try uikitContext(width: 40, height: 40)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        let image = try snapshot(context, "ellipse")
        #expect(image.pixel(20, 20) == .black)
        #expect(image.pixel(1, 1).alpha == 0)
        #expect(image.pixel(20, 1) == .black)
    }

    @Test("Gray colors draw as equal sRGB components")
    func grayFill() throws {
        let context = try uikitContext(width: 4, height: 4)
        context.setFillColor(gray: 0.5, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let pixel = try snapshot(context, "gray").pixel(1, 1)
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue)
        #expect(abs(Int(pixel.red) - 128) <= 1)
    }

    @Test("clear(_:) makes a rectangle transparent")
    func clearRect() throws {
        let context = try uikitContext(width: 20, height: 20)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.clear(CGRect(x: 5, y: 5, width: 10, height: 10))
        let image = try snapshot(context, "clear")
        #expect(image.pixel(10, 10).alpha == 0)
        #expect(image.pixel(2, 2) == .black)
    }
}
