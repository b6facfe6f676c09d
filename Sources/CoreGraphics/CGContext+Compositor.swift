internal import CGraphics
internal import Rendering

/// What Core Animation's compositor (QuartzCore's `render(in:)`) needs beyond the public API.
extension CGContext {
    /// A transparent context of the same pixel size, transform and scale (no clip), for
    /// drawing a mask or an offscreen layer.
    package func makeSimilarContext() -> CGContext? {
        guard let storage = try? SurfaceStorage.make(pixelWidth: self.storage.width, pixelHeight: self.storage.height),
              let context = try? CGContext(storage: storage, scale: baseScale) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(context.cr, &matrix)
        return context
    }

    /// Masks what is drawn next by the alpha of `image`, which covers the whole context in
    /// device pixels (an image made by a similar context).
    package func setDeviceMask(_ image: CGImage) {
        state.mask = GraphicsState.ClipMask(image: image, matrix: CGAffineTransform(scaleX: CGFloat(image.width), y: CGFloat(image.height)))
    }

    /// Draws only the shadow that filling `path` would cast (Core Animation's
    /// `shadowPath`), with the current alpha.
    package func fillShadow(of path: CGPath, color: CGColor, offset: CGSize, blur: CGFloat) {
        guard let offscreen = try? SurfaceStorage.make(pixelWidth: storage.width, pixelHeight: storage.height),
              let context = cairo_create(offscreen.surface) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(context, &matrix)
        cairo_set_tolerance(context, Self.curveTolerance)
        let saved = self.cr
        self.cr = context
        apply(path.segments[...])
        self.cr = saved
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        cairo_fill(context)
        cairo_destroy(context)
        cairo_surface_flush(offscreen.surface)
        guard let shadowed = try? Bitmap(storage: offscreen, scale: 1).shadow(sigma: Double(blur / 2 * baseScale), color: Self.rgbaColor(color)) else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let dy = Double(offset.height * baseScale) * (isFlipped ? 1 : -1)
        cairo_set_source_surface(cr, shadowed.storage.surface, Double(offset.width * baseScale), dy)
        cairo_paint_with_alpha(cr, Double(state.alpha))
        cairo_restore(cr)
        didDraw()
    }

    /// Paints `image` (device-sized, made by a similar context) with every pixel's red,
    /// green, blue and alpha multiplied by `factors` (Core Animation's replicator instance
    /// colors), at the current alpha.
    package func drawDeviceImage(_ image: CGImage, multipliedBy factors: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        let source = image.bitmap.storage
        guard let tinted = try? SurfaceStorage.make(pixelWidth: source.width, pixelHeight: source.height) else { return }
        let clamp = { (value: CGFloat) in Double(min(max(value, 0), 1)) }
        let fa = clamp(factors.alpha), fr = clamp(factors.red) * fa, fg = clamp(factors.green) * fa, fb = clamp(factors.blue) * fa
        let input = source.bytes, output = tinted.mutableBytes
        for y in 0..<source.height {
            for x in 0..<source.width {
                let word = input.load(fromByteOffset: y * source.bytesPerRow + x * 4, as: UInt32.self)
                guard word != 0 else { continue }
                func scaled(_ shift: UInt32, _ factor: Double) -> UInt32 {
                    UInt32((Double((word >> shift) & 0xFF) * factor).rounded()) << shift
                }
                let result = scaled(24, fa) | scaled(16, fr) | scaled(8, fg) | scaled(0, fb)
                output.storeBytes(of: result, toByteOffset: y * tinted.bytesPerRow + x * 4, as: UInt32.self)
            }
        }
        tinted.markDirty()
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, tinted.surface, 0, 0)
        cairo_paint_with_alpha(cr, Double(state.alpha))
        cairo_restore(cr)
        didDraw()
    }
}
