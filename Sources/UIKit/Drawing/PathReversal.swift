/// A path with each subpath drawn from its end to its start (what `UIBezierPath.reversing()`
/// returns): the same shapes, the opposite direction.
enum PathReversal {
    private enum Segment {
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
    }

    private struct Subpath {
        var start: CGPoint
        var segments: [(segment: Segment, from: CGPoint)] = []
        var closed = false
    }

    static func reversed(_ path: CGPath) -> CGPath {
        var subpaths: [Subpath] = []
        var current: CGPoint = .zero
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                subpaths.append(Subpath(start: points[0]))
                current = points[0]
            case .addLineToPoint:
                if subpaths.isEmpty { subpaths.append(Subpath(start: current)) }
                subpaths[subpaths.count - 1].segments.append((.line(points[0]), current))
                current = points[0]
            case .addQuadCurveToPoint:
                if subpaths.isEmpty { subpaths.append(Subpath(start: current)) }
                subpaths[subpaths.count - 1].segments.append((.quad(points[0], points[1]), current))
                current = points[1]
            case .addCurveToPoint:
                if subpaths.isEmpty { subpaths.append(Subpath(start: current)) }
                subpaths[subpaths.count - 1].segments.append((.cubic(points[0], points[1], points[2]), current))
                current = points[2]
            case .closeSubpath:
                if !subpaths.isEmpty {
                    subpaths[subpaths.count - 1].closed = true
                    current = subpaths[subpaths.count - 1].start
                }
            }
        }
        let result = CGMutablePath()
        for subpath in subpaths {
            let end: CGPoint
            switch subpath.segments.last?.segment {
            case let .line(point)?: end = point
            case let .quad(_, point)?: end = point
            case let .cubic(_, _, point)?: end = point
            case nil: end = subpath.start
            }
            result.move(to: end)
            for (segment, from) in subpath.segments.reversed() {
                switch segment {
                case .line: result.addLine(to: from)
                case let .quad(control, _): result.addQuadCurve(to: from, control: control)
                case let .cubic(control1, control2, _): result.addCurve(to: from, control1: control2, control2: control1)
                }
            }
            if subpath.closed { result.closeSubpath() }
        }
        return result
    }
}
