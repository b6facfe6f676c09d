/// What a `CGContext` keeps beside cairo's own state (transform, clip, line settings):
/// colors, alpha, blend mode, shadow, mask. Saved and restored with it.
struct GraphicsState {
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var interpolationQuality = CGInterpolationQuality.default
    var shadow: Shadow?
    var mask: ClipMask?

    /// A shadow set with `setShadow(offset:blur:color:)`, in base-space units.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    /// A mask set with `clip(to:mask:)`: the image and where it lies in device pixels.
    struct ClipMask {
        var image: CGImage
        /// Device-space transform of the image's unit square.
        var matrix: CGAffineTransform
    }

    /// Whether drawing must go through an offscreen pass (shadow, mask or partial alpha).
    var needsOffscreen: Bool { shadow != nil || mask != nil || alpha < 1 }
}

/// A transparency layer begun with `beginTransparencyLayer(auxiliaryInfo:)`.
struct TransparencyLayer {
    /// The cairo context drawing before the layer began.
    var outer: OpaquePointer
    /// The layer's own context and pixels.
    var context: OpaquePointer
    var storage: AnyObject
    /// The state when the layer began (its alpha, shadow and blend mode apply at the end).
    var stateAtBegin: GraphicsState
}
