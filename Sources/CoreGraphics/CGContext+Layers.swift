internal import CGraphics
internal import Rendering

extension CGContext {
    /// Starts drawing into a transparency layer: everything until
    /// `endTransparencyLayer()` is composited as one image with the alpha, blend mode and
    /// shadow in effect now.
    public func beginTransparencyLayer(auxiliaryInfo: NSDictionary?) {
        guard let offscreen = try? SurfaceStorage.make(pixelWidth: storage.width, pixelHeight: storage.height),
              let context = cairo_create(offscreen.surface) else { return }
        Self.copyDrawingState(from: cr, to: context)
        cairo_new_path(context)
        layers.append(TransparencyLayer(outer: cr, context: context, storage: offscreen, stateAtBegin: state))
        cr = context
        state.alpha = 1
        state.shadow = nil
        state.mask = nil
        state.blendMode = .normal
    }

    /// Starts a transparency layer bounded by `rect` (drawn the same as an unbounded one).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: NSDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    /// Composites the layer begun last.
    public func endTransparencyLayer() {
        guard let layer = layers.popLast(), let offscreen = layer.storage as? SurfaceStorage else { return }
        cairo_destroy(layer.context)
        cr = layer.outer
        state = layer.stateAtBegin
        composite(offscreen, with: layer.stateAtBegin)
        didDraw()
    }
}
