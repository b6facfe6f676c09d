internal import CGraphics

extension CGContext {
    /// Starts a new, empty path.
    public func beginPath() {
        cairo_new_path(cr)
    }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) {
        cairo_move_to(cr, Double(point.x), Double(point.y))
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        if cairo_has_current_point(cr) == 0 { move(to: point) }
        cairo_line_to(cr, Double(point.x), Double(point.y))
    }

    /// A subpath through `points`.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { cairo_line_to(cr, Double(point.x), Double(point.y)) }
    }

    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if cairo_has_current_point(cr) == 0 { move(to: control1) }
        cairo_curve_to(cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x), Double(end.y))
    }

    /// A quadratic Bézier curve to `end` (drawn as the equivalent cubic).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = currentPointOfPath
        if cairo_has_current_point(cr) == 0 { move(to: control) }
        let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }

    /// Closes the current subpath.
    public func closePath() {
        cairo_close_path(cr)
    }

    /// A rectangle subpath.
    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// A subpath for each rectangle.
    public func addRects(_ rects: [CGRect]) {
        rects.forEach(addRect)
    }

    /// The ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        addPath(path)
    }

    /// An arc of the circle at `center`; `clockwise` in Core Graphics' sense (towards
    /// smaller angles), which looks counterclockwise in UIKit's flipped coordinates.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        if clockwise {
            cairo_arc_negative(cr, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        } else {
            cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        }
    }

    /// An arc tangent to the lines from the current point to `tangent1End` and on to
    /// `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let path = CGMutablePath()
        path.move(to: currentPointOfPath)
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        apply(path.segments.dropFirst())
    }

    /// Appends `path` to the current path.
    public func addPath(_ path: CGPath) {
        apply(path.segments[...])
    }

    /// The current path, in user space; nil when it is empty.
    public var path: CGPath? {
        guard let copied = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(copied) }
        var segments: [PathSegment] = []
        var index = 0
        let data = copied.pointee.data
        while index < Int(copied.pointee.num_data) {
            guard let data else { break }
            let header = data[index].header
            let point = { (offset: Int) in CGPoint(x: data[index + offset].point.x, y: data[index + offset].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: segments.append(.move(point(1)))
            case CAIRO_PATH_LINE_TO: segments.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: segments.append(.curve(control1: point(1), control2: point(2), to: point(3)))
            default: segments.append(.close)
            }
            index += Int(header.length)
        }
        return segments.isEmpty ? nil : CGPath(segments: segments)
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path == nil }

    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cr) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounds of the current path, in user space: as Core Graphics documents for the
    /// context (unlike `CGPath.boundingBoxOfPath`), curves' control points included; the
    /// null rectangle when the path is empty.
    public var boundingBoxOfPath: CGRect {
        path?.boundingBox ?? .null
    }

    /// Adds path segments to cairo's current path.
    func apply(_ segments: ArraySlice<PathSegment>) {
        for segment in segments {
            switch segment {
            case let .move(point):
                cairo_move_to(cr, Double(point.x), Double(point.y))
            case let .line(point):
                cairo_line_to(cr, Double(point.x), Double(point.y))
            case let .quadCurve(control, to):
                addQuadCurve(to: to, control: control)
            case let .curve(c1, c2, to):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(to.x), Double(to.y))
            case .close:
                cairo_close_path(cr)
            }
        }
    }
}
