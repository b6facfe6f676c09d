/// A rectangle in points, UIKit's `CGRect`: an origin (top left, y down) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var midX: Double { origin.x + size.width / 2 }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }

    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether every value is a finite number.
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.horizontal, height: height - insets.vertical)
    }

    /// Whether `point` lies inside (the maximum edges excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies wholly inside (edges may touch).
    public func contains(_ rect: Rect) -> Bool {
        rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x = min(minX, other.minX)
        let y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// The overlap of both, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > x, bottom > y else { return nil }
        return Rect(x: x, y: y, width: right - x, height: bottom - y)
    }

    public var description: String {
        "(\(Geometry.format(origin.x)) \(Geometry.format(origin.y)); \(Geometry.format(size.width)) \(Geometry.format(size.height)))"
    }
}
