/// The outline of a layer's background, border and clip: its bounds with `cornerRadius` on
/// the `maskedCorners`, circular or continuous.
package enum LayerShape {
    /// How far along each edge a continuous corner of radius 1 starts (Apple's smooth
    /// corners blend into the edges well before a circular arc would).
    static let continuousReach: CGFloat = 1.52866483

    package static func path(for rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve) -> CGPath {
        let path = CGMutablePath()
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        var radius = min(max(radius, 0), limit)
        guard radius > 0, !corners.isEmpty else {
            path.addRect(r)
            return path
        }
        let continuous = curve == .continuous && radius * continuousReach <= limit
        if curve == .continuous, !continuous { radius = min(radius, limit) }
        let reach = continuous ? radius * continuousReach : radius
        func has(_ corner: CACornerMask) -> Bool { corners.contains(corner) }
        // Clockwise on screen from the top edge, each corner drawn in its own frame.
        path.move(to: CGPoint(x: r.minX + (has(.layerMinXMinYCorner) ? reach : 0), y: r.minY))
        corner(path, at: CGPoint(x: r.maxX, y: r.minY), along: (-1, 0), towards: (0, 1), radius: radius, continuous: continuous, rounded: has(.layerMaxXMinYCorner))
        corner(path, at: CGPoint(x: r.maxX, y: r.maxY), along: (0, -1), towards: (-1, 0), radius: radius, continuous: continuous, rounded: has(.layerMaxXMaxYCorner))
        corner(path, at: CGPoint(x: r.minX, y: r.maxY), along: (1, 0), towards: (0, -1), radius: radius, continuous: continuous, rounded: has(.layerMinXMaxYCorner))
        corner(path, at: CGPoint(x: r.minX, y: r.minY), along: (0, 1), towards: (1, 0), radius: radius, continuous: continuous, rounded: has(.layerMinXMinYCorner))
        path.closeSubpath()
        return path
    }

    /// Adds the edge up to the corner at `point` and the corner itself. `along` points back
    /// along the incoming edge (away from the corner), `towards` along the outgoing edge.
    private static func corner(_ path: CGMutablePath, at point: CGPoint, along a: (CGFloat, CGFloat), towards b: (CGFloat, CGFloat),
                               radius: CGFloat, continuous: Bool, rounded: Bool) {
        func p(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
            // u along the incoming edge (away from the corner), v along the outgoing edge.
            CGPoint(x: point.x + a.0 * u + b.0 * v, y: point.y + a.1 * u + b.1 * v)
        }
        guard rounded else {
            path.addLine(to: point)
            return
        }
        let r = radius
        if continuous {
            path.addLine(to: p(1.52866483 * r, 0))
            path.addCurve(to: p(0.63149399 * r, 0.07491100 * r), control1: p(1.08849296 * r, 0), control2: p(0.86840694 * r, 0))
            path.addCurve(to: p(0.07491100 * r, 0.63149399 * r), control1: p(0.37282383 * r, 0.16905956 * r), control2: p(0.16905956 * r, 0.37282383 * r))
            path.addCurve(to: p(0, 1.52866483 * r), control1: p(0, 0.86840694 * r), control2: p(0, 1.08849296 * r))
        } else {
            let k: CGFloat = 0.5522847498307936
            path.addLine(to: p(r, 0))
            path.addCurve(to: p(0, r), control1: p(r - r * k, 0), control2: p(0, r - r * k))
        }
    }
}
