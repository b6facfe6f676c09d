import CGraphics
import Foundation

/// A drawing surface in points over a cairo ARGB32 image at a display scale: what a view's
/// `draw(_:in:)` draws into. Not thread-safe: one thread draws into a canvas.
public final class Canvas {
    private let context: OpaquePointer
    private let storage: SurfaceStorage
    /// Points to pixels.
    public let scale: Double
    /// Nested transparency layers' alphas.
    private var layerAlphas: [Double] = []

    /// A transparent canvas of `pixelWidth` x `pixelHeight` pixels at `scale`.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double) throws(RenderingError) {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        storage = try SurfaceStorage.make(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        guard let context = cairo_create(storage.surface) else { throw .cairo("cairo_create failed") }
        self.context = context
        self.scale = scale
        cairo_scale(context, scale, scale)
        CairoFontFaces.shared.applyOptions(to: context)
    }

    /// A canvas `size` points large at `scale`: each side rounded up to whole pixels.
    public convenience init(size: CGSize, scale: Double) throws(RenderingError) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidSize(width: Double(size.width), height: Double(size.height))
        }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let width = Double(size.width) * scale, height = Double(size.height) * scale
        guard width <= Double(RenderingError.maximumDimension), height <= Double(RenderingError.maximumDimension) else {
            throw .tooLarge(pixelWidth: Int(min(width, 1e12)), pixelHeight: Int(min(height, 1e12)))
        }
        try self.init(pixelWidth: Int((width - 1e-7).rounded(.up)), pixelHeight: Int((height - 1e-7).rounded(.up)), scale: scale)
    }

    deinit {
        cairo_destroy(context)
    }

    /// The size in points.
    public var size: CGSize {
        CGSize(width: Double(storage.width) / scale, height: Double(storage.height) / scale)
    }

    /// The pixels drawn so far, as an immutable bitmap (the canvas can go on drawing: the
    /// bitmap is a copy).
    public func makeBitmap() throws(RenderingError) -> Bitmap {
        cairo_surface_flush(storage.surface)
        let copy = try SurfaceStorage.make(pixelWidth: storage.width, pixelHeight: storage.height)
        let source = storage.bytes
        let target = copy.mutableBytes
        if storage.bytesPerRow == copy.bytesPerRow {
            target.copyMemory(from: source)
        } else {
            for y in 0..<storage.height {
                let row = storage.width * 4
                UnsafeMutableRawBufferPointer(rebasing: target[(y * copy.bytesPerRow)..<(y * copy.bytesPerRow + row)])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[(y * storage.bytesPerRow)..<(y * storage.bytesPerRow + row)]))
            }
        }
        copy.markDirty()
        return Bitmap(storage: copy, scale: scale)
    }

    /// Ends drawing and hands the pixels over without copying.
    public consuming func finish() -> Bitmap {
        cairo_surface_flush(storage.surface)
        return Bitmap(storage: storage, scale: scale)
    }

    // MARK: State

    /// Runs `body` with the transform and clip saved, restoring them after.
    public func withSavedState<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        cairo_save(context)
        defer { cairo_restore(context) }
        return try body()
    }

    /// Moves the origin by `offset` points.
    public func translate(by offset: CGPoint) {
        cairo_translate(context, offset.x, offset.y)
    }

    /// The device pixel position of `point`.
    public func devicePosition(of point: CGPoint) -> CGPoint {
        var x = Double(point.x), y = Double(point.y)
        cairo_user_to_device(context, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Limits drawing to `path` (intersected with the current clip).
    public func clip(to path: Path) {
        apply(path)
        cairo_clip(context)
    }

    /// Starts a layer that is composited as a whole, with `alpha`, when `endLayer()` is
    /// called (UIKit's alpha on a view with subviews).
    public func beginLayer(alpha: Double) {
        layerAlphas.append(alpha)
        cairo_push_group(context)
    }

    /// Composites the layer begun last.
    public func endLayer() {
        guard let alpha = layerAlphas.popLast() else { return }
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, alpha)
    }

    // MARK: Shapes

    /// Fills `path` with `color`.
    public func fill(_ path: Path, with color: RGBAColor) {
        apply(path)
        setSource(color)
        cairo_fill(context)
    }

    /// Strokes `path` with `color`, the line centred on the path.
    public func stroke(_ path: Path, with color: RGBAColor, lineWidth: Double) {
        apply(path)
        setSource(color)
        cairo_set_line_width(context, lineWidth)
        cairo_stroke(context)
    }

    /// Fills the whole canvas (within the clip) with `color`.
    public func fillAll(with color: RGBAColor) {
        setSource(color)
        cairo_paint(context)
    }

    // MARK: Text

    /// Draws `glyphs` in `font` and `color`.
    public func drawGlyphs(_ glyphs: [PlacedGlyph], font: GlyphFont, color: RGBAColor) {
        guard !glyphs.isEmpty, let face = CairoFontFaces.shared.face(file: font.file, index: font.index) else { return }
        cairo_set_font_face(context, face)
        cairo_set_font_size(context, font.pointSize)
        setSource(color)
        var cairoGlyphs = glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.position.x, y: $0.position.y) }
        cairo_show_glyphs(context, &cairoGlyphs, Int32(cairoGlyphs.count))
    }

    // MARK: Images

    /// Draws `bitmap` scaled into `rect`.
    public func draw(_ bitmap: Bitmap, in rect: CGRect) {
        guard bitmap.pixelWidth > 0, bitmap.pixelHeight > 0, rect.width > 0, rect.height > 0 else { return }
        withSavedState {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(context)
            cairo_translate(context, rect.minX, rect.minY)
            cairo_scale(context, rect.width / Double(bitmap.pixelWidth), rect.height / Double(bitmap.pixelHeight))
            cairo_set_source_surface(context, bitmap.storage.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
            cairo_paint(context)
        }
    }

    /// Fills `rect` with `color` through the alpha of `bitmap` scaled into it (a template
    /// image tinted with the tint color).
    public func drawMask(_ bitmap: Bitmap, in rect: CGRect, color: RGBAColor) {
        guard bitmap.pixelWidth > 0, bitmap.pixelHeight > 0, rect.width > 0, rect.height > 0 else { return }
        withSavedState {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(context)
            setSource(color)
            cairo_translate(context, rect.minX, rect.minY)
            cairo_scale(context, rect.width / Double(bitmap.pixelWidth), rect.height / Double(bitmap.pixelHeight))
            guard let mask = cairo_pattern_create_for_surface(bitmap.storage.surface) else { return }
            cairo_pattern_set_filter(mask, CAIRO_FILTER_GOOD)
            cairo_mask(context, mask)
            cairo_pattern_destroy(mask)
        }
    }

    /// Draws `bitmap` with its top left at device pixel (`x`, `y`), ignoring the transform
    /// (for shadows made at device resolution).
    public func drawInDeviceSpace(_ bitmap: Bitmap, x: Double, y: Double) {
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, bitmap.storage.surface, x, y)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Draws `document` scaled into `rect`; throws when librsvg cannot draw it.
    public func draw(_ document: SVGDocument, in rect: CGRect) throws(RenderingError) {
        cairo_save(context)
        let drawn = document.render(into: context, viewport: rect)
        cairo_restore(context)
        guard drawn else {
            let described = "(\(formattedNumber(rect.origin.x)) \(formattedNumber(rect.origin.y)); \(formattedNumber(rect.size.width)) \(formattedNumber(rect.size.height)))"
            throw .invalidSVG("librsvg could not draw the document into \(described)")
        }
    }

    /// Renders `document` into a bitmap of `size` points at `scale` (for template SVGs,
    /// which are drawn as masks).
    public static func rasterize(_ document: SVGDocument, size: CGSize, scale: Double) throws(RenderingError) -> Bitmap {
        let canvas = try Canvas(size: size, scale: scale)
        try canvas.draw(document, in: CGRect(origin: .zero, size: size))
        return canvas.finish()
    }

    // MARK: Helpers

    private func setSource(_ color: RGBAColor) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    private func apply(_ path: Path) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case let .move(to: point):
                cairo_move_to(context, point.x, point.y)
            case let .line(to: point):
                cairo_line_to(context, point.x, point.y)
            case let .curve(to: point, control1: c1, control2: c2):
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, point.x, point.y)
            case let .arc(center, radius, start, end):
                cairo_arc(context, center.x, center.y, radius, start, end)
            case .close:
                cairo_close_path(context)
            }
        }
    }
}
