/// An immutable graphics path, CoreGraphics' `CGPath`: subpaths of lines and Bézier curves
/// (arcs, ellipses and rounded rectangles are stored as curves, as CoreGraphics stores them).
public class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    package internal(set) var segments: [PathSegment]

    package init(segments: [PathSegment]) {
        self.segments = segments
    }

    /// A path of `rect`, transformed by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A path of the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A path of `rect` with elliptical corners `cornerWidth` by `cornerHeight`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(segments: segments) }

    /// A copy with every point transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform else { return copy() }
        return CGPath(segments: segments.map { $0.applying(transform.pointee) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }

    /// A mutable copy with every point transformed by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let copy = copy(using: transform) else { return nil }
        return CGMutablePath(segments: copy.segments)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { segments.isEmpty }

    /// The end point of the last element; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for segment in segments {
            switch segment {
            case let .move(point):
                start = point
                current = point
            case .close:
                current = start
            default:
                current = segment.points.last ?? current
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included; `.null` when
    /// the path is empty.
    public var boundingBox: CGRect {
        Self.bounds(of: segments.flatMap(\.points))
    }

    /// The smallest rectangle holding the path itself (curves at their extremes, not their
    /// control points); `.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        Self.bounds(of: PathFlattening.points(of: segments, tolerance: 0.01))
    }

    /// Whether `point` is inside the path under `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let polygons = PathFlattening.polygons(of: segments.map { $0.applying(transform) }, tolerance: 0.05)
        return PathFlattening.contains(point, in: polygons, rule: rule)
    }

    /// Whether the path is one rectangle; `rect` receives it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard segments.count == 5 || segments.count == 4, case let .move(origin) = segments[0] else { return false }
        let corners = [origin] + segments.dropFirst().prefix(3).compactMap { segment -> CGPoint? in
            if case let .line(point) = segment { return point }
            return nil
        }
        guard corners.count == 4 else { return false }
        let xs = Set(corners.map(\.x)), ys = Set(corners.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return false }
        let box = Self.bounds(of: corners)
        rect?.pointee = box
        return true
    }

    /// Calls `block` for each element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for segment in segments {
            var points = segment.points
            let type: CGPathElementType
            switch segment {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quadCurve: type = .addQuadCurveToPoint
            case .curve: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            if points.isEmpty { points = [.zero] }
            points.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var element = CGPathElement(type: type, points: base)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.segments == rhs.segments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
    }

    public var description: String { "<CGPath \(segments.count) elements, bounds \(boundingBox)>" }
}
