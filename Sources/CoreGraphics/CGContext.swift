internal import CGraphics
package import Rendering

/// A drawing destination, CoreGraphics' `CGContext`, drawn with cairo. Contexts that UIKit
/// makes (for `draw(_:)`, `UIGraphicsImageRenderer`) have UIKit's coordinates: origin at the
/// top left, y down, one unit a point. Bitmap contexts made with
/// `init?(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)` have Core
/// Graphics' own: origin at the bottom left, y up, one unit a pixel.
///
/// The cairo calls of this module are made here and in the `CGContext+…` files.
public final class CGContext {
    /// The pixels drawn into.
    package let storage: SurfaceStorage
    /// The cairo context drawing now: the context's own, or a transparency layer's.
    var cr: OpaquePointer
    private let ownContext: OpaquePointer
    /// Points to pixels of the base space (the display scale of a UIKit context, 1 else).
    package let baseScale: CGFloat
    /// Whether y grows downwards in the base space (UIKit contexts).
    package let isFlipped: Bool
    /// Where pixels go back to, for a bitmap context over the caller's memory in a layout
    /// cairo cannot draw directly.
    private let externalPixels: ExternalPixels?

    /// How far, in device pixels, flattened curves may stray from the true curve: finer
    /// than cairo's default 0.1 so that mirrored shapes (rounded corners) come out mirrored.
    static let curveTolerance = 0.02

    var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    var layers: [TransparencyLayer] = []

    /// A context over `storage` with `baseScale` pixels per unit, y down (a UIKit context).
    package init(storage: SurfaceStorage, scale: CGFloat) throws {
        guard let context = cairo_create(storage.surface), cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            throw RenderingError.cairo("cairo_create failed")
        }
        self.storage = storage
        ownContext = context
        cr = context
        baseScale = scale
        isFlipped = true
        externalPixels = nil
        cairo_scale(context, Double(scale), Double(scale))
        CairoFontFaces.shared.applyOptions(to: context)
        cairo_set_tolerance(context, Self.curveTolerance)
    }

    /// A bitmap context of `width` by `height` pixels, Core Graphics' way: y up. `data` nil
    /// makes the context own its pixels. 8 bits per component, 32 bits per pixel, RGB with
    /// alpha or a skipped byte are supported; other layouts return nil.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        guard bitsPerComponent == 8, space.model == .rgb, let layout = ExternalPixels.Layout(bitmapInfo: bitmapInfo) else {
            RenderIssues.report("CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:) was asked for "
                + "\(bitsPerComponent) bits per component in \(space) with bitmapInfo \(bitmapInfo), which is not supported here "
                + "(Core Graphics itself supports no non-premultiplied RGB alpha); it returned nil. Use 8 bits per component, "
                + "an RGB space and CGImageAlphaInfo.premultipliedLast, premultipliedFirst, noneSkipLast or noneSkipFirst.")
            return nil
        }
        guard width > 0, height > 0, let storage = try? SurfaceStorage.make(pixelWidth: width, pixelHeight: height),
              let context = cairo_create(storage.surface) else {
            RenderIssues.report("CGContext(data:width:height:…) cannot make a \(width) × \(height) pixel bitmap; it returned nil. "
                + "Give a size of 1 to \(RenderingError.maximumDimension) pixels a side, \(RenderingError.maximumPixelCount) pixels in all.")
            return nil
        }
        self.storage = storage
        ownContext = context
        cr = context
        baseScale = 1
        isFlipped = false
        let rowBytes = bytesPerRow > 0 ? bytesPerRow : width * 4
        externalPixels = data.map { ExternalPixels(data: $0, bytesPerRow: rowBytes, layout: layout) }
        if let externalPixels { externalPixels.load(into: storage) }
        cairo_translate(context, 0, Double(height))
        cairo_scale(context, 1, -1)
        CairoFontFaces.shared.applyOptions(to: context)
        cairo_set_tolerance(context, Self.curveTolerance)
    }

    deinit {
        flush()
        for layer in layers.reversed() { cairo_destroy(layer.context) }
        cairo_destroy(ownContext)
    }

    /// Width of the bitmap in pixels.
    public var width: Int { storage.width }
    /// Height of the bitmap in pixels.
    public var height: Int { storage.height }
    /// Bytes per row of the bitmap.
    public var bytesPerRow: Int { storage.bytesPerRow }
    /// Bits per component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// The color space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace.standardRGB }

    /// Writes the pixels drawn so far back to the caller's memory, if the context draws into
    /// memory it was given.
    public func flush() {
        cairo_surface_flush(storage.surface)
        externalPixels?.store(from: storage)
    }

    /// After a drawing operation: a context over the caller's memory writes its pixels back
    /// at once (Core Graphics draws straight into that memory, so callers read it without
    /// flushing), unless a transparency layer is still open.
    func didDraw() {
        guard externalPixels != nil, layers.isEmpty else { return }
        flush()
    }

    /// An image of what the context holds now.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(storage.surface)
        guard let copy = try? SurfaceStorage.make(pixelWidth: storage.width, pixelHeight: storage.height) else { return nil }
        let source = storage.bytes, target = copy.mutableBytes
        let rowBytes = storage.width * 4
        for row in 0..<storage.height {
            let from = row * storage.bytesPerRow, to = row * copy.bytesPerRow
            UnsafeMutableRawBufferPointer(rebasing: target[to..<(to + rowBytes)])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[from..<(from + rowBytes)]))
        }
        copy.markDirty()
        return CGImage(bitmap: Bitmap(storage: copy, scale: 1))
    }

    // MARK: Graphics state

    /// Pushes the graphics state (transform, clip, colors, line settings, shadow, alpha).
    public func saveGState() {
        cairo_save(cr)
        savedStates.append(state)
    }

    /// Pops the graphics state saved last.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        cairo_restore(cr)
        state = saved
    }

    /// The opacity every drawing is multiplied by.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = min(max(alpha, 0), 1)
    }

    /// The alpha set with `setAlpha(_:)` (1 inside a transparency layer until set there).
    package var alpha: CGFloat { state.alpha }

    /// How drawing combines with what is already there.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        if mode == .plusDarker {
            RenderIssues.report("CGBlendMode.plusDarker is drawn as multiply here (no exact equivalent); "
                + "the result is darker than iOS's where colors are light. Check such drawings on a device.")
        }
    }

    /// Whether shapes are antialiased.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cr, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Whether antialiasing may be turned on (kept for the API; shapes are antialiased
    /// unless `setShouldAntialias(false)`).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// How images are resampled when drawn at another size.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
}
