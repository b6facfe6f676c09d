/// The kind of a path element, CoreGraphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it over: its kind and its
/// points (1 for moves and lines, 2 for quadratic curves, 3 for cubic curves, 0 for closes).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// A path element as the path stores it.
package enum PathSegment: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(control: CGPoint, to: CGPoint)
    case curve(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case close

    /// The segment with every point transformed.
    func applying(_ t: CGAffineTransform) -> PathSegment {
        switch self {
        case let .move(point): return .move(point.applying(t))
        case let .line(point): return .line(point.applying(t))
        case let .quadCurve(control, to): return .quadCurve(control: control.applying(t), to: to.applying(t))
        case let .curve(c1, c2, to): return .curve(control1: c1.applying(t), control2: c2.applying(t), to: to.applying(t))
        case .close: return .close
        }
    }

    /// The segment's points, end point last.
    package var points: [CGPoint] {
        switch self {
        case let .move(point), let .line(point): return [point]
        case let .quadCurve(control, to): return [control, to]
        case let .curve(c1, c2, to): return [c1, c2, to]
        case .close: return []
        }
    }
}

/// How a path's inside is decided, CoreGraphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// What `CGContext.drawPath(using:)` paints, CoreGraphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How the ends of stroked lines look, CoreGraphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How corners of stroked paths look, CoreGraphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
