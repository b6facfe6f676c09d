/// The image view of a button (UIKit's is a `UIImageView` too): draws the displayed image
/// in the button's state color (templates), darkened while a custom button is highlighted,
/// or lighter while it is disabled.
@preconcurrency @MainActor
final class ButtonImageView: UIImageView {
    /// The color template images are drawn in instead of the tint.
    @exclusivity(unchecked) var templateColor: UIColor? {
        didSet { if templateColor !== oldValue { setNeedsDisplay() } }
    }

    /// Whether the image is drawn darker (`adjustsImageWhenHighlighted`).
    @exclusivity(unchecked) var drawsDarkened = false {
        didSet { if drawsDarkened != oldValue { setNeedsDisplay() } }
    }

    /// The opacity the image is drawn with (`adjustsImageWhenDisabled`).
    @exclusivity(unchecked) var drawingAlpha: CGFloat = 1 {
        didSet { if drawingAlpha != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ layer: CALayer, in ctx: CGContext) {
        drawButtonImage(in: ctx)
    }

    private func drawButtonImage(in context: CGContext) {
        guard let shown = displayedImage, shown.hasContent, bounds.width > 0, bounds.height > 0 else { return }
        let target = contentMode.rect(for: shown.size, in: bounds)
        traitCollection.performAsCurrent {
            var tint: CGColor?
            if let fixed = shown.fixedTint {
                tint = fixed.cgColor(in: traitCollection, tint: tintColor)
            } else if shown.isTemplate {
                tint = (templateColor ?? tintColor).cgColor(in: traitCollection, tint: tintColor)
            }
            UIGraphicsPushContext(context)
            defer { UIGraphicsPopContext() }
            context.saveGState()
            if drawingAlpha < 1 { context.setAlpha(drawingAlpha) }
            if drawsDarkened {
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                ImageDrawing.draw(shown, in: target, context: context, tint: tint)
                context.setBlendMode(.sourceAtop)
                context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.3))
                context.fill(target)
                context.endTransparencyLayer()
            } else {
                ImageDrawing.draw(shown, in: target, context: context, tint: tint)
            }
            context.restoreGState()
        }
    }
}
