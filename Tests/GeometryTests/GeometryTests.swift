import Geometry
import Testing

/// Rectangles, insets and pixel rounding as UIKit's CGRect functions and layout behave.
@Suite("Geometry")
struct GeometryTests {
    @Test("Edges are normalized: a negative size still spans min to max, as CGRect's do")
    func edges() {
        let rect = Rect(x: 10, y: 20, width: -30, height: 40)
        #expect(rect.minX == -20 && rect.maxX == 10 && rect.width == 30)
        #expect(rect.minY == 20 && rect.maxY == 60 && rect.midY == 40)
        #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: Double.nan, height: 5).isFinite)
    }

    @Test("Offsetting and insetting move and shrink by what they say")
    func offsetAndInset() {
        let rect = Rect(x: 10, y: 10, width: 100, height: 50)
        #expect(rect.offsetBy(dx: 5, dy: -5) == Rect(x: 15, y: 5, width: 100, height: 50))
        #expect(rect.insetBy(dx: 10, dy: 5) == Rect(x: 20, y: 15, width: 80, height: 40))
        #expect(rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 11, width: 94, height: 46))
        #expect(EdgeInsets(vertical: 8, horizontal: 16) == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(EdgeInsets(all: 4).horizontal == 8 && EdgeInsets(all: 4).vertical == 8)
    }

    @Test("Containment excludes the maximum edges for points and includes touching rectangles")
    func containment() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.contains(Point(x: 0, y: 0)))
        #expect(!rect.contains(Point(x: 10, y: 5)))
        #expect(rect.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!rect.contains(Rect(x: 5, y: 5, width: 6, height: 1)))
    }

    @Test("Union covers both; intersection is the overlap, or nil when they only touch or miss")
    func unionAndIntersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(a.intersection(Rect(x: 50, y: 50, width: 5, height: 5)) == nil)
    }

    @Test("Pixel rounding: up to the grid without float noise, and to the nearest pixel", arguments: [
        (20.000000001, 2.0, 20.0), (20.1, 2.0, 20.5), (20.1, 3.0, 20.0 + 1.0 / 3.0), (0.2, 1.0, 1.0),
    ])
    func pixelCeil(value: Double, scale: Double, expected: Double) {
        #expect(abs(Geometry.ceil(value, scale: scale) - expected) < 1e-9)
    }

    @Test("Numbers print as UIKit's descriptions print them")
    func formatting() {
        #expect(Geometry.format(20) == "20")
        #expect(Geometry.format(20.5) == "20.5")
        #expect(Geometry.format(1.0 / 3.0) == "0.333")
        #expect(Geometry.format(-0.0001) == "0")
        #expect(Geometry.round(10.26, scale: 2) == 10.5)
        #expect(Rect(x: 1, y: 2.5, width: 3, height: 4).description == "(1 2.5; 3 4)")
        #expect(Size(width: 390, height: 844).description == "390 x 844")
    }
}
