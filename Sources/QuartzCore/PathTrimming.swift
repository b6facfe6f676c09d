/// The part of a path between two fractions of its length, for `strokeStart` and
/// `strokeEnd`: curves are followed as fine polylines.
enum PathTrimming {
    static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        var subpaths: [[CGPoint]] = []
        var closed: [Bool] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func flush(closing: Bool) {
            if current.count > 1 {
                if closing, let first = current.first { current.append(first) }
                subpaths.append(current)
                closed.append(closing)
            }
            current = []
        }
        for segment in path.segments {
            switch segment {
            case let .move(point):
                flush(closing: false)
                current = [point]
                last = point
            case let .line(point):
                if current.isEmpty { current = [last] }
                current.append(point)
                last = point
            case let .quadCurve(control, to):
                if current.isEmpty { current = [last] }
                for step in 1...24 {
                    let t = CGFloat(step) / 24, u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * control.x + t * t * to.x,
                                           y: u * u * last.y + 2 * u * t * control.y + t * t * to.y))
                }
                last = to
            case let .curve(c1, c2, to):
                if current.isEmpty { current = [last] }
                for step in 1...32 {
                    let t = CGFloat(step) / 32, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * to.x, y: a * last.y + b * c1.y + c * c2.y + d * to.y))
                }
                last = to
            case .close:
                let first = current.first
                flush(closing: true)
                if let first { last = first }
            }
        }
        flush(closing: false)
        let lengths = subpaths.map { points in zip(points, points.dropFirst()).reduce(CGFloat(0)) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) } }
        let total = lengths.reduce(0, +)
        let result = CGMutablePath()
        guard total > 0 else { return result }
        let from = start * total, to = end * total
        var offset: CGFloat = 0
        for points in subpaths {
            var started = false
            for (a, b) in zip(points, points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { offset += length }
                guard length > 0, offset + length > from, offset < to else { continue }
                let t0 = max(0, (from - offset) / length), t1 = min(1, (to - offset) / length)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !started {
                    result.move(to: p0)
                    started = true
                }
                result.addLine(to: p1)
            }
        }
        return result
    }
}
