internal import CGraphics

extension CGContext {
    /// Fills the clip with a linear gradient from `start` to `end` (user space), extended
    /// past its ends only as `options` say.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y)) else { return }
        Self.addStops(gradient, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        let saved = path
        cairo_new_path(cr)
        perform { context in
            cairo_save(context)
            if !(before && after), length > 0 {
                // Only the strip the gradient covers (and the sides it extends to).
                let ux = dx / length, uy = dy / length, far: CGFloat = 1e5
                let from = before ? -far : 0, to = after ? length + far : length
                let corners = [(from, -far), (to, -far), (to, far), (from, far)].map { along, across in
                    CGPoint(x: start.x + ux * along - uy * across, y: start.y + uy * along + ux * across)
                }
                cairo_new_path(context)
                cairo_move_to(context, Double(corners[0].x), Double(corners[0].y))
                for corner in corners.dropFirst() { cairo_line_to(context, Double(corner.x), Double(corner.y)) }
                cairo_close_path(context)
                cairo_clip(context)
            }
            cairo_set_source(context, pattern)
            cairo_paint(context)
            cairo_restore(context)
        }
        cairo_pattern_destroy(pattern)
        if let saved { addPath(saved) }
    }

    /// Fills the clip with a radial gradient between two circles: the first color at the
    /// start circle, the last at the end circle. Inside the start circle and outside the end
    /// circle are painted only with `.drawsBeforeStartLocation` and `.drawsAfterEndLocation`.
    /// (The parts left out are the start disc and what lies outside the end disc, exact for
    /// the usual nested circles.)
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(max(startRadius, 0)),
                                                        Double(endCenter.x), Double(endCenter.y), Double(max(endRadius, 0))) else { return }
        Self.addStops(gradient, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let saved = path
        cairo_new_path(cr)
        perform { context in
            cairo_save(context)
            cairo_new_path(context)
            if !after {
                cairo_arc(context, Double(endCenter.x), Double(endCenter.y), Double(max(endRadius, 0)), 0, 2 * .pi)
                cairo_clip(context)
            }
            if !before, startRadius > 0 {
                let far = 1e5
                cairo_rectangle(context, -far, -far, 2 * far, 2 * far)
                cairo_new_sub_path(context)
                cairo_arc(context, Double(startCenter.x), Double(startCenter.y), Double(startRadius), 0, 2 * .pi)
                cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_clip(context)
            }
            cairo_set_source(context, pattern)
            cairo_paint(context)
            cairo_restore(context)
        }
        cairo_pattern_destroy(pattern)
        if let saved { addPath(saved) }
    }

    /// Fills the clip with a conic (sweep) gradient around `center`: location 0 at `angle`
    /// radians from the x axis, locations growing with the angle (counterclockwise in a y-up
    /// space, clockwise on screen in UIKit's), location 1 back at `angle`.
    public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
        let reach = corners.map { hypot($0.0 - Double(center.x), $0.1 - Double(center.y)) }.max() ?? 0
        guard reach > 0, let mesh = cairo_pattern_create_mesh() else { return }
        // Thin wedges with their colors at the corners; each chord lies beyond the reach.
        let wedges = 256
        let radius = reach / cos(Double.pi / Double(wedges)) + 1
        for index in 0..<wedges {
            let t0 = Double(index) / Double(wedges), t1 = Double(index + 1) / Double(wedges)
            let a0 = Double(angle) + t0 * 2 * .pi, a1 = Double(angle) + t1 * 2 * .pi
            let c0 = gradient.color(at: CGFloat(t0)), c1 = gradient.color(at: CGFloat(t1))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(mesh, Double(center.x) + radius * cos(a0), Double(center.y) + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, Double(center.x) + radius * cos(a1), Double(center.y) + radius * sin(a1))
            for (corner, color) in [c0, c0, c1, c1].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        let saved = path
        cairo_new_path(cr)
        perform { context in
            cairo_set_source(context, mesh)
            cairo_paint(context)
        }
        cairo_pattern_destroy(mesh)
        if let saved { addPath(saved) }
    }

    static func addStops(_ gradient: CGGradient, to pattern: OpaquePointer) {
        for stop in gradient.stops {
            let rgba = stop.color.rgba
            cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(stop.location, 0), 1)), rgba.red, rgba.green, rgba.blue, rgba.alpha)
        }
    }
}
