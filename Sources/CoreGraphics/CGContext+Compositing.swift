internal import CGraphics
internal import Rendering

extension CGContext {
    /// Runs one drawing operation honoring the blend mode, alpha, shadow and mask: directly
    /// when only the blend mode applies, else into a transparent offscreen bitmap of the
    /// context's size (same transform and path) composited back with them.
    ///
    /// Core Graphics applies a blend mode only where the shape is painted: outside it the
    /// destination stays, whatever the mode. cairo's `IN`, `OUT`, `DEST_IN` and `DEST_ATOP`
    /// change the destination everywhere, so for them `coverage` (which paints the shape's
    /// coverage opaquely and keeps the path) bounds the result; without it the clip does.
    func perform(coverage: ((OpaquePointer) -> Void)? = nil, _ draw: (OpaquePointer) -> Void) {
        defer { didDraw() }
        guard state.needsOffscreen, let offscreen = try? SurfaceStorage.make(pixelWidth: storage.width, pixelHeight: storage.height),
              let context = cairo_create(offscreen.surface) else {
            let op = Self.cairoOperator(state.blendMode)
            if Self.isUnbounded(op), let coverage {
                drawBounded(op, coverage: coverage, draw)
            } else {
                cairo_set_operator(cr, op)
                draw(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            return
        }
        Self.copyDrawingState(from: cr, to: context)
        draw(context)
        cairo_destroy(context)
        cairo_new_path(cr)
        composite(offscreen, with: state)
    }

    /// Whether cairo's `op` changes the destination outside what is drawn.
    static func isUnbounded(_ op: cairo_operator_t) -> Bool {
        op == CAIRO_OPERATOR_IN || op == CAIRO_OPERATOR_OUT || op == CAIRO_OPERATOR_DEST_IN || op == CAIRO_OPERATOR_DEST_ATOP
    }

    /// Draws with an unbounded operator limited to the shape: the result of `op` over the
    /// whole clip, blended in through the shape's coverage (`D·(1−m) + op(S, D)·m`).
    func drawBounded(_ op: cairo_operator_t, coverage: (OpaquePointer) -> Void, _ draw: (OpaquePointer) -> Void) {
        let target = cairo_get_group_target(cr)
        cairo_push_group(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        coverage(cr)
        let mask = cairo_pop_group(cr)
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let target {
            var dx = 0.0, dy = 0.0
            cairo_surface_get_device_offset(target, &dx, &dy)
            cairo_set_source_surface(cr, target, -dx, -dy)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
        cairo_restore(cr)
        cairo_set_operator(cr, op)
        draw(cr)
        let result = cairo_pop_group(cr)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let result, let mask {
            cairo_set_source(cr, result)
            cairo_mask(cr, mask)
        }
        cairo_restore(cr)
        if let result { cairo_pattern_destroy(result) }
        if let mask { cairo_pattern_destroy(mask) }
        cairo_new_path(cr)
    }

    /// Paints `offscreen` (device-sized) onto the current destination with `state`'s shadow,
    /// alpha, mask and blend mode, under the current clip.
    func composite(_ offscreen: SurfaceStorage, with state: GraphicsState) {
        cairo_surface_flush(offscreen.surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let shadow = state.shadow, let shadowed = try? Bitmap(storage: offscreen, scale: 1).shadow(
            sigma: Double(shadow.blur / 2 * baseScale), color: Self.rgbaColor(shadow.color)) {
            let dx = Double(shadow.offset.width * baseScale)
            let dy = Double(shadow.offset.height * baseScale) * (isFlipped ? 1 : -1)
            cairo_set_source_surface(cr, shadowed.storage.surface, dx, dy)
            cairo_paint_with_alpha(cr, Double(state.alpha))
        }
        cairo_set_operator(cr, Self.cairoOperator(state.blendMode))
        if let mask = state.mask, let pattern = cairo_pattern_create_for_surface(mask.image.bitmap.storage.surface) {
            // The mask's unit square sits where `matrix` says; cairo wants device → mask pixels.
            let placement = CGAffineTransform(scaleX: 1 / CGFloat(mask.image.width), y: 1 / CGFloat(mask.image.height))
                .concatenating(mask.matrix)
            var inverse = Self.cairoMatrix(placement.inverted())
            cairo_pattern_set_matrix(pattern, &inverse)
            cairo_push_group(cr)
            cairo_set_source_surface(cr, offscreen.surface, 0, 0)
            cairo_paint_with_alpha(cr, Double(state.alpha))
            cairo_pop_group_to_source(cr)
            cairo_mask(cr, pattern)
            cairo_pattern_destroy(pattern)
        } else if Self.isUnbounded(Self.cairoOperator(state.blendMode)) {
            // Bounded to what was drawn (see `perform`): the drawing's own alpha is its shape.
            let alpha = Double(state.alpha)
            drawBounded(Self.cairoOperator(state.blendMode), coverage: { context in
                cairo_mask_surface(context, offscreen.surface, 0, 0)
            }, { context in
                cairo_set_source_surface(context, offscreen.surface, 0, 0)
                cairo_paint_with_alpha(context, alpha)
            })
        } else {
            cairo_set_source_surface(cr, offscreen.surface, 0, 0)
            cairo_paint_with_alpha(cr, Double(state.alpha))
        }
        cairo_restore(cr)
    }

    /// Gives `target` the transform, path and line settings of `source`.
    static func copyDrawingState(from source: OpaquePointer, to target: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(source, &matrix)
        cairo_set_matrix(target, &matrix)
        if let path = cairo_copy_path(source) {
            cairo_append_path(target, path)
            cairo_path_destroy(path)
        }
        cairo_set_line_width(target, cairo_get_line_width(source))
        cairo_set_line_cap(target, cairo_get_line_cap(source))
        cairo_set_line_join(target, cairo_get_line_join(source))
        cairo_set_miter_limit(target, cairo_get_miter_limit(source))
        cairo_set_antialias(target, cairo_get_antialias(source))
        let count = cairo_get_dash_count(source)
        if count > 0 {
            var dashes = [Double](repeating: 0, count: Int(count))
            var offset = 0.0
            cairo_get_dash(source, &dashes, &offset)
            cairo_set_dash(target, dashes, count, offset)
        }
        CairoFontFaces.shared.applyOptions(to: target)
        cairo_set_tolerance(target, cairo_get_tolerance(source))
    }

    static func rgbaColor(_ color: CGColor) -> RGBAColor {
        let rgba = color.rgba
        return RGBAColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
