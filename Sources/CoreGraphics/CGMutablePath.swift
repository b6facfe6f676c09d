/// A path being built, CoreGraphics' `CGMutablePath`. Each `add` method takes an optional
/// transform applied to the points it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(segments: [])
    }

    package override init(segments: [PathSegment]) {
        super.init(segments: segments)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.move(point.applying(transform)))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded(at: point, transform: transform)
        segments.append(.line(point.applying(transform)))
    }

    /// A subpath through `points`, starting at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { segments.append(.line(point.applying(transform))) }
    }

    /// A quadratic Bézier curve to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded(at: control, transform: transform)
        segments.append(.quadCurve(control: control.applying(transform), to: end.applying(transform)))
    }

    /// A cubic Bézier curve to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded(at: control1, transform: transform)
        segments.append(.curve(control1: control1.applying(transform), control2: control2.applying(transform), to: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !segments.isEmpty else { return }
        segments.append(.close)
    }

    /// A closed rectangle subpath: its corners from the origin, counterclockwise in a y-up
    /// space (as CoreGraphics adds them).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        segments.append(.line(CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        segments.append(.line(CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        segments.append(.line(CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        closeSubpath()
    }

    /// A closed subpath for each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect`, as four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k = 0.5522847498307936 as CGFloat
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ry * k), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ry * k), transform: transform)
        closeSubpath()
    }

    /// `rect` with elliptical corners of `cornerWidth` by `cornerHeight` (each at most half
    /// the side).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2), h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else {
            addRect(r, transform: transform)
            return
        }
        let k = 0.5522847498307936 as CGFloat
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + w * k, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + h - h * k), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + h * k),
                 control2: CGPoint(x: r.maxX - w + w * k, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - w * k, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - h + h * k), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - h * k),
                 control2: CGPoint(x: r.minX + w - w * k, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians), joined to
    /// the current point by a line. `clockwise` is in CoreGraphics' y-up sense: true sweeps
    /// towards smaller angles (which looks counterclockwise in UIKit's y-down space).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep == 0, endAngle != startAngle { sweep = -full }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep == 0, endAngle != startAngle { sweep = full }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// An arc from `startAngle` sweeping `delta` radians (positive towards larger angles),
    /// joined to the current point by a line.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * CGFloat(cos(Double(startAngle))), y: center.y + radius * CGFloat(sin(Double(startAngle))))
        if segments.isEmpty || { if case .close = segments[segments.count - 1] { return true } else { return false } }() {
            move(to: start, transform: transform)
        } else {
            segments.append(.line(start.applying(transform)))
        }
        let pieces = max(1, Int((abs(delta) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(Double(step) / 4)
        var angle = Double(startAngle)
        for _ in 0..<pieces {
            let next = angle + Double(step)
            let p0 = (cos(angle), sin(angle)), p1 = (cos(next), sin(next))
            let c1 = CGPoint(x: center.x + radius * CGFloat(p0.0 - k * p0.1), y: center.y + radius * CGFloat(p0.1 + k * p0.0))
            let c2 = CGPoint(x: center.x + radius * CGFloat(p1.0 + k * p1.1), y: center.y + radius * CGFloat(p1.1 - k * p1.0))
            let end = CGPoint(x: center.x + radius * CGFloat(p1.0), y: center.y + radius * CGFloat(p1.1))
            segments.append(.curve(control1: c1.applying(transform), control2: c2.applying(transform), to: end.applying(transform)))
            angle = next
        }
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End` (the rounded corner of a polyline).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let inverse = transform.inverted()
        let current = currentPoint.applying(inverse)
        let v1 = (Double(current.x - tangent1End.x), Double(current.y - tangent1End.y))
        let v2 = (Double(tangent2End.x - tangent1End.x), Double(tangent2End.y - tangent1End.y))
        let l1 = (v1.0 * v1.0 + v1.1 * v1.1).squareRoot(), l2 = (v2.0 * v2.0 + v2.1 * v2.1).squareRoot()
        let cross = v1.0 * v2.1 - v1.1 * v2.0
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12, radius > 0 else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        let u1 = (v1.0 / l1, v1.1 / l1), u2 = (v2.0 / l2, v2.1 / l2)
        let angle = acos(max(-1, min(1, u1.0 * u2.0 + u1.1 * u2.1)))
        let distance = Double(radius) / tan(angle / 2)
        let t1 = CGPoint(x: tangent1End.x + CGFloat(u1.0 * distance), y: tangent1End.y + CGFloat(u1.1 * distance))
        let t2 = CGPoint(x: tangent1End.x + CGFloat(u2.0 * distance), y: tangent1End.y + CGFloat(u2.1 * distance))
        let bisector = (u1.0 + u2.0, u1.1 + u2.1)
        let bisectorLength = (bisector.0 * bisector.0 + bisector.1 * bisector.1).squareRoot()
        let centerDistance = Double(radius) / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + CGFloat(bisector.0 / bisectorLength * centerDistance),
                             y: tangent1End.y + CGFloat(bisector.1 / bisectorLength * centerDistance))
        let start = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let end = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        var delta = end - start
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addLine(to: t1, transform: transform)
        addRelativeArc(center: center, radius: radius, startAngle: CGFloat(start), delta: CGFloat(delta), transform: transform)
    }

    /// Appends `path`'s elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        segments += path.segments.map { $0.applying(transform) }
    }

    /// A line or curve needs a current point: CoreGraphics starts the subpath there.
    private func startIfNeeded(at point: CGPoint, transform: CGAffineTransform) {
        if segments.isEmpty { move(to: point, transform: transform) }
    }
}
