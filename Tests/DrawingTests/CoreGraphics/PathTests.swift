import Foundation
import Rendering
import Testing
@testable import CoreGraphics

/// `CGPath` and `CGMutablePath` against Apple's documentation (docs/DRAWING.md, "Paths").
@Suite("Paths")
struct PathTests {
    /// The elements of `path` as (type, points) pairs, through `applyWithBlock`.
    func elements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    @Test("A rectangle is a move, three lines and a close, starting at its origin")
    func rectangleElements() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        let list = elements(of: path)
        #expect(list.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(list.first?.1 == [CGPoint(x: 10, y: 20)])
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20), "closing a subpath returns to its start")
    }

    @Test("An ellipse's bounds are its rectangle; it is made of curves")
    func ellipse() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        #expect(elements(of: path).contains { $0.0 == .addCurveToPoint })
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX) < 0.01 && abs(box.maxX - 100) < 0.01 && abs(box.minY) < 0.01 && abs(box.maxY - 50) < 0.01)
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(!path.contains(CGPoint(x: 3, y: 3)), "the rectangle's corner is outside the ellipse")
    }

    @Test("boundingBox includes control points; boundingBoxOfPath does not")
    func boundingBoxes() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve's highest point is at t = 0.5: 3/4 of the control points' height.
        #expect(abs(path.boundingBoxOfPath.height - 75) < 0.1)
        #expect(abs(path.boundingBoxOfPath.width - 100) < 0.01)
    }

    @Test("An empty path's bounds are the null rectangle")
    func emptyBounds() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
    }

    @Test("clockwise false sweeps towards larger angles (counterclockwise in y-up space)")
    func arcDirection() {
        let quarter = CGMutablePath()
        quarter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let short = quarter.boundingBoxOfPath
        #expect(abs(short.minX) < 0.01 && abs(short.maxX - 10) < 0.01 && abs(short.minY) < 0.01 && abs(short.maxY - 10) < 0.01)
        #expect(abs(quarter.currentPoint.x) < 1e-9 && abs(quarter.currentPoint.y - 10) < 1e-9)

        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let box = long.boundingBoxOfPath
        #expect(abs(box.minX + 10) < 0.01 && abs(box.minY + 10) < 0.01, "three quarters of the circle, through negative x and y")
    }

    @Test("An arc on an empty path starts there; on a subpath it is joined by a line")
    func arcStart() {
        let alone = CGMutablePath()
        alone.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(elements(of: alone).first?.0 == .moveToPoint)
        #expect(elements(of: alone).first?.1 == [CGPoint(x: 60, y: 50)])

        let joined = CGMutablePath()
        joined.move(to: .zero)
        joined.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(elements(of: joined)[1].0 == .addLineToPoint)
        #expect(elements(of: joined)[1].1 == [CGPoint(x: 60, y: 50)])
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds the corner between the two lines")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let list = elements(of: path)
        #expect(list[1].0 == .addLineToPoint)
        let lineEnd = list[1].1[0]
        #expect(abs(lineEnd.x - 80) < 1e-6 && abs(lineEnd.y) < 1e-6)
        #expect(abs(path.currentPoint.x - 100) < 1e-6 && abs(path.currentPoint.y - 20) < 1e-6)
        let box = path.boundingBoxOfPath
        #expect(abs(box.maxX - 100) < 0.01 && abs(box.maxY - 20) < 0.01)
    }

    @Test("A quadratic curve is kept as one")
    func quadCurve() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(elements(of: path).map(\.0) == [.moveToPoint, .addQuadCurveToPoint])
        #expect(abs(path.boundingBoxOfPath.height - 50) < 0.1, "a quadratic's apex is half its control point's height")
    }

    @Test("Winding and even-odd rules differ for nested shapes drawn the same way round")
    func fillRules() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
    }

    @Test("contains transforms the path first")
    func containsTransform() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(path.contains(CGPoint(x: 105, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
    }

    @Test("Rounded rectangles leave their corners out")
    func roundedRect() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 20, cornerHeight: 20, transform: nil)
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        #expect(path.contains(CGPoint(x: 50, y: 1)), "the straight top edge")
        let box = path.boundingBoxOfPath
        #expect(abs(box.width - 100) < 0.01 && abs(box.height - 60) < 0.01)
    }

    @Test("copy(using:) transforms every point; the original is unchanged")
    func copyUsing() throws {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
        var scale = CGAffineTransform(scaleX: 2, y: 3)
        let copy = try #require(path.copy(using: &scale))
        #expect(copy.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 60))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
        let mutable = try #require(path.mutableCopy())
        mutable.addRect(CGRect(x: 100, y: 100, width: 1, height: 1))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test("An add method's transform applies to the points it adds")
    func addTransform() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 7))
        #expect(path.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10))
    }

    @Test("Equal paths compare equal")
    func equality() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let b = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        #expect(a == b)
        #expect(a != CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1), transform: nil))
    }
}
