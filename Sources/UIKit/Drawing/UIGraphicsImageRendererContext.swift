/// What an image renderer's drawing block draws into, UIKit's
/// `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: NSObject {
    /// The context being drawn into (also the current context while the block runs).
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// What has been drawn so far.
    open var currentImage: UIImage {
        guard let cgImage = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: cgImage, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill color.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a one-point frame inside `rect` with the current stroke color.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
    }

    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        stroke(rect)
        cgContext.restoreGState()
    }

    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
