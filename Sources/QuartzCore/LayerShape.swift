/// The outline of a layer's background, border and clip: its bounds with `cornerRadius` on
/// the `maskedCorners`, circular or continuous.
package enum LayerShape {
    /// How far along each edge a continuous corner of radius 1 starts (Apple's smooth
    /// corners blend into the edges well before a circular arc would).
    static let continuousReach: CGFloat = 1.52866483

    /// A corner as three cubic curves in the corner's own frame (`u` back along the incoming
    /// edge, `v` along the outgoing one), for radius 1: start, then (control 1, control 2,
    /// end) for each curve.
    private typealias CornerCurves = (start: CGPoint, curves: [(CGPoint, CGPoint, CGPoint)])

    /// Apple's continuous corner of radius 1: it leaves the edge at 1.53 and meets the
    /// other edge there too, curvature growing smoothly (measured from iOS).
    private static let continuous: CornerCurves = (
        CGPoint(x: 1.52866483, y: 0),
        [(CGPoint(x: 1.08849296, y: 0), CGPoint(x: 0.86840694, y: 0), CGPoint(x: 0.63149399, y: 0.07491100)),
         (CGPoint(x: 0.37282383, y: 0.16905956), CGPoint(x: 0.16905956, y: 0.37282383), CGPoint(x: 0.07491100, y: 0.63149399)),
         (CGPoint(x: 0, y: 0.86840694), CGPoint(x: 0, y: 1.08849296), CGPoint(x: 0, y: 1.52866483))]
    )

    /// A quarter circle of radius 1 cut like the continuous corner (at 20° and 70°), so the
    /// two can be blended point by point.
    private static let circular: CornerCurves = {
        func point(_ degrees: Double) -> CGPoint {
            let a = degrees * .pi / 180
            return CGPoint(x: 1 - sin(a), y: 1 - cos(a))
        }
        func tangent(_ degrees: Double) -> CGPoint {
            let a = degrees * .pi / 180
            return CGPoint(x: -cos(a), y: sin(a))
        }
        var curves: [(CGPoint, CGPoint, CGPoint)] = []
        for (from, to) in [(0.0, 20.0), (20.0, 70.0), (70.0, 90.0)] {
            let k = 4.0 / 3.0 * tan((to - from) * .pi / 180 / 4)
            let a = point(from), b = point(to), ta = tangent(from), tb = tangent(to)
            curves.append((CGPoint(x: a.x + k * ta.x, y: a.y + k * ta.y), CGPoint(x: b.x - k * tb.x, y: b.y - k * tb.y), b))
        }
        return (point(0), curves)
    }()

    package static func path(for rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve) -> CGPath {
        let path = CGMutablePath()
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radius = min(max(radius, 0), limit)
        guard radius > 0, !corners.isEmpty else {
            path.addRect(r)
            return path
        }
        let shape = cornerShape(radius: radius, limit: limit, continuous: curve == .continuous)
        func has(_ corner: CACornerMask) -> Bool { corners.contains(corner) }
        // Clockwise on screen from the top edge, each corner drawn in its own frame.
        path.move(to: CGPoint(x: r.minX + (has(.layerMinXMinYCorner) ? shape.start.x : 0), y: r.minY))
        corner(path, shape, at: CGPoint(x: r.maxX, y: r.minY), along: (-1, 0), towards: (0, 1), rounded: has(.layerMaxXMinYCorner))
        corner(path, shape, at: CGPoint(x: r.maxX, y: r.maxY), along: (0, -1), towards: (-1, 0), rounded: has(.layerMaxXMaxYCorner))
        corner(path, shape, at: CGPoint(x: r.minX, y: r.maxY), along: (1, 0), towards: (0, -1), rounded: has(.layerMinXMaxYCorner))
        corner(path, shape, at: CGPoint(x: r.minX, y: r.minY), along: (0, 1), towards: (1, 0), rounded: has(.layerMinXMinYCorner))
        path.closeSubpath()
        return path
    }

    /// The corner for `radius`, in the corner's frame. A continuous corner needs 1.53 × its
    /// radius along each edge; when that is more than half the shorter side it gives way
    /// smoothly to a circular corner, reached when the radius is half the side (a capsule).
    private static func cornerShape(radius: CGFloat, limit: CGFloat, continuous: Bool) -> CornerCurves {
        func scaled(_ shape: CornerCurves, _ s: CGFloat) -> CornerCurves {
            func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * s, y: p.y * s) }
            return (m(shape.start), shape.curves.map { (m($0.0), m($0.1), m($0.2)) })
        }
        guard continuous else { return scaled(circular, radius) }
        let fitting = limit / continuousReach
        guard radius > fitting else { return scaled(self.continuous, radius) }
        let f = min(max((radius - fitting) / max(limit - fitting, 0.0001), 0), 1)
        let a = scaled(self.continuous, fitting), b = scaled(circular, limit)
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f) }
        return (mix(a.start, b.start), zip(a.curves, b.curves).map { (mix($0.0, $1.0), mix($0.1, $1.1), mix($0.2, $1.2)) })
    }

    /// Adds the edge up to the corner at `point` and the corner itself. `along` points back
    /// along the incoming edge (away from the corner), `towards` along the outgoing edge.
    private static func corner(_ path: CGMutablePath, _ shape: CornerCurves, at point: CGPoint, along a: (CGFloat, CGFloat),
                               towards b: (CGFloat, CGFloat), rounded: Bool) {
        func p(_ q: CGPoint) -> CGPoint {
            // q.x along the incoming edge (away from the corner), q.y along the outgoing edge.
            CGPoint(x: point.x + a.0 * q.x + b.0 * q.y, y: point.y + a.1 * q.x + b.1 * q.y)
        }
        guard rounded else {
            path.addLine(to: point)
            return
        }
        path.addLine(to: p(shape.start))
        for (c1, c2, end) in shape.curves {
            path.addCurve(to: p(end), control1: p(c1), control2: p(c2))
        }
    }
}
