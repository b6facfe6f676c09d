internal import CGraphics

extension CGContext {
    // MARK: Colors

    /// The color shapes are filled with.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// The color lines are stroked with.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    // MARK: Line settings

    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cr, Double(width)) }
    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }
    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cr, Double(limit)) }
    /// Dashes: `lengths` alternate painted and unpainted, starting `phase` into the pattern.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let values = lengths.map(Double.init)
        cairo_set_dash(cr, values, Int32(values.count), Double(phase))
    }

    // MARK: Painting

    /// Fills the current path (and clears it).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let color = state.fillColor
        let cairoRule = rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
        perform(coverage: { context in
            cairo_set_fill_rule(context, cairoRule)
            cairo_fill_preserve(context)
        }, { context in
            cairo_set_fill_rule(context, cairoRule)
            Self.setSource(color, on: context)
            cairo_fill(context)
        })
    }

    /// Strokes the current path (and clears it).
    public func strokePath() {
        let color = state.strokeColor
        perform(coverage: { context in
            cairo_stroke_preserve(context)
        }, { context in
            Self.setSource(color, on: context)
            cairo_stroke(context)
        })
    }

    /// Fills, strokes or both (and clears the path).
    public func drawPath(using mode: CGPathDrawingMode) {
        let fill = state.fillColor, stroke = state.strokeColor
        let cairoRule = mode == .eoFill || mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
        perform(coverage: { context in
            cairo_set_fill_rule(context, cairoRule)
            if mode != .stroke { cairo_fill_preserve(context) }
            if mode != .fill && mode != .eoFill { cairo_stroke_preserve(context) }
        }, { context in
            cairo_set_fill_rule(context, cairoRule)
            switch mode {
            case .fill, .eoFill:
                Self.setSource(fill, on: context)
                cairo_fill(context)
            case .stroke:
                Self.setSource(stroke, on: context)
                cairo_stroke(context)
            case .fillStroke, .eoFillStroke:
                Self.setSource(fill, on: context)
                cairo_fill_preserve(context)
                Self.setSource(stroke, on: context)
                cairo_stroke(context)
            }
        })
    }

    /// Fills `rect`. As in Core Graphics, the current path is cleared.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each rectangle (the current path is cleared).
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Fills the ellipse inscribed in `rect` (the current path is cleared).
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes `rect` (the current path is cleared).
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes `rect` with `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Strokes the ellipse inscribed in `rect` (the current path is cleared).
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes the segments between successive pairs of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {
        let r = rect.standardized
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_restore(cr)
        didDraw()
    }

    static func setSource(_ color: CGColor, on context: OpaquePointer) {
        let rgba = color.rgba
        cairo_set_source_rgba(context, rgba.red, rgba.green, rgba.blue, rgba.alpha)
    }
}
