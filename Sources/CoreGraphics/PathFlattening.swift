/// Curves turned into line segments, for bounds and hit testing.
enum PathFlattening {
    /// The points of every subpath with curves sampled within `tolerance`.
    static func points(of segments: [PathSegment], tolerance: CGFloat) -> [CGPoint] {
        polygons(of: segments, tolerance: tolerance).flatMap { $0 }
    }

    /// Each subpath as a polygon (closed implicitly for filling).
    static func polygons(of segments: [PathSegment], tolerance: CGFloat) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func flush() {
            if !current.isEmpty { polygons.append(current) }
            current = []
        }
        for segment in segments {
            switch segment {
            case let .move(point):
                flush()
                current = [point]
            case let .line(point):
                current.append(point)
            case let .quadCurve(control, to):
                let from = current.last ?? control
                let steps = stepCount(from, control, to, tolerance: tolerance)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                                           y: u * u * from.y + 2 * u * t * control.y + t * t * to.y))
                }
            case let .curve(c1, c2, to):
                let from = current.last ?? c1
                let steps = stepCount(from, c1, c2, to, tolerance: tolerance)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * to.x,
                                           y: a * from.y + b * c1.y + c * c2.y + d * to.y))
                }
            case .close:
                let start = current.first
                flush()
                if let start { current = [start] }
            }
        }
        flush()
        return polygons
    }

    private static func stepCount(_ points: CGPoint..., tolerance: CGFloat) -> Int {
        var length: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst()) { length += hypot(b.x - a.x, b.y - a.y) }
        return min(256, max(4, Int((length / max(tolerance * 20, 0.01)).rounded(.up))))
    }

    /// Whether `point` is inside `polygons` under `rule`.
    static func contains(_ point: CGPoint, in polygons: [[CGPoint]], rule: CGPathFillRule) -> Bool {
        var winding = 0
        for polygon in polygons where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
