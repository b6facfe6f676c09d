import CGraphics

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

    /// Fills the clip with a radial gradient between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                        Double(endCenter.x), Double(endCenter.y), Double(endRadius)) else { return }
        Self.addStops(gradient, to: pattern)
        cairo_pattern_set_extend(pattern, options.contains(.drawsAfterEndLocation) ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        let saved = path
        perform { context in
            cairo_set_source(context, pattern)
            cairo_paint(context)
        }
        cairo_pattern_destroy(pattern)
        if let saved { addPath(saved) }
    }

    static func addStops(_ gradient: CGGradient, to pattern: OpaquePointer) {
        for stop in gradient.stops {
            let rgba = stop.color.rgba
            cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(stop.location, 0), 1)), rgba.red, rgba.green, rgba.blue, rgba.alpha)
        }
    }
}
