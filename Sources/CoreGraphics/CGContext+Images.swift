internal import CGraphics
package import Rendering

extension CGContext {
    /// Draws `image` stretched over `rect` the Core Graphics way: the image's first row at
    /// the rectangle's maximum y. In a y-up bitmap context that is upright; in a context
    /// UIKit made (y down) the image comes out upside down, exactly as on iOS (`UIImage`'s
    /// own drawing methods draw upright). With `byTiling`, copies of the image at that size
    /// fill the clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        drawImage(image, in: rect, flipped: true, tiled: byTiling)
    }

    /// Draws `image` upright in UIKit's coordinates (first row at the top of `rect`): what
    /// `UIImage.draw(in:)` does.
    package func drawUpright(_ image: CGImage, in rect: CGRect) {
        drawImage(image, in: rect, flipped: false, tiled: false)
    }

    /// Fills the shapes of `image`'s alpha over `rect` (upright) with `color`: how template
    /// images are tinted.
    package func drawMask(_ image: CGImage, in rect: CGRect, color: CGColor) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        let filter = Self.cairoFilter(state.interpolationQuality)
        perform { context in
            cairo_save(context)
            cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(context)
            Self.setSource(color, on: context)
            cairo_translate(context, Double(rect.minX), Double(rect.minY))
            cairo_scale(context, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
            if let mask = cairo_pattern_create_for_surface(image.bitmap.storage.surface) {
                cairo_pattern_set_filter(mask, filter)
                cairo_pattern_set_extend(mask, CAIRO_EXTEND_PAD)
                cairo_mask(context, mask)
                cairo_pattern_destroy(mask)
            }
            cairo_restore(context)
        }
    }

    private func drawImage(_ image: CGImage, in rect: CGRect, flipped: Bool, tiled: Bool) {
        let r = rect.standardized
        guard image.width > 0, image.height > 0, r.width > 0, r.height > 0 else { return }
        let filter = Self.cairoFilter(state.interpolationQuality)
        let saved = path
        cairo_new_path(cr)
        perform(coverage: tiled ? nil : { context in
            cairo_save(context)
            cairo_rectangle(context, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_fill(context)
            cairo_restore(context)
        }) { context in
            cairo_save(context)
            if flipped {
                cairo_translate(context, Double(r.minX), Double(r.maxY))
                cairo_scale(context, Double(r.width) / Double(image.width), -Double(r.height) / Double(image.height))
            } else {
                cairo_translate(context, Double(r.minX), Double(r.minY))
                cairo_scale(context, Double(r.width) / Double(image.width), Double(r.height) / Double(image.height))
            }
            cairo_set_source_surface(context, image.bitmap.storage.surface, 0, 0)
            if let pattern = cairo_get_source(context) {
                cairo_pattern_set_filter(pattern, filter)
                // Tiles repeat; a single image samples its own edge pixels beyond its edge
                // (as Core Graphics does), so a scaled-up image keeps opaque edges instead of
                // fading into the transparent surroundings.
                cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            }
            if tiled {
                cairo_paint(context)
            } else {
                cairo_rectangle(context, 0, 0, Double(image.width), Double(image.height))
                cairo_fill(context)
            }
            cairo_restore(context)
        }
        if let saved { addPath(saved) }
    }

    /// Where the unit square of an image drawn in `rect` lands in cairo's device pixels.
    func imagePlacement(for rect: CGRect, flipped: Bool) -> CGAffineTransform {
        let r = rect.standardized
        let user = flipped
            ? CGAffineTransform(a: r.width, b: 0, c: 0, d: -r.height, tx: r.minX, ty: r.maxY)
            : CGAffineTransform(a: r.width, b: 0, c: 0, d: r.height, tx: r.minX, ty: r.minY)
        return user.concatenating(cairoCTM)
    }

    static func cairoFilter(_ quality: CGInterpolationQuality) -> cairo_filter_t {
        switch quality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .high: return CAIRO_FILTER_BEST
        case .default, .medium: return CAIRO_FILTER_GOOD
        }
    }
}

extension CGContext {
    /// Draws an SVG document over `rect` in UIKit's coordinates, filled with `tint` where it
    /// draws anything when `tint` is given (template images). False when librsvg refused.
    @discardableResult
    package func drawVector(_ document: SVGDocument, in rect: CGRect, tint: CGColor?) -> Bool {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return true }
        let saved = path
        cairo_new_path(cr)
        var failed = false
        perform { context in
            cairo_save(context)
            if tint != nil { cairo_push_group(context) }
            if !document.render(into: context, x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) {
                failed = true
            }
            if let tint {
                if let group = cairo_pop_group(context) {
                    Self.setSource(tint, on: context)
                    cairo_mask(context, group)
                    cairo_pattern_destroy(group)
                }
            }
            cairo_restore(context)
        }
        if let saved { addPath(saved) }
        return !failed
    }
}

extension CGContext {
    /// Draws the first page of a PDF over `rect` in UIKit's coordinates, as vectors, filled
    /// with `tint` where it draws anything when `tint` is given (template images).
    package func drawVector(_ document: PDFDocument, in rect: CGRect, tint: CGColor?) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let saved = path
        cairo_new_path(cr)
        perform { context in
            cairo_save(context)
            if tint != nil { cairo_push_group(context) }
            document.render(into: context, x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
            if let tint {
                if let group = cairo_pop_group(context) {
                    Self.setSource(tint, on: context)
                    cairo_mask(context, group)
                    cairo_pattern_destroy(group)
                }
            }
            cairo_restore(context)
        }
        if let saved { addPath(saved) }
    }
}
