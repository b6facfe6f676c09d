/// A view that shows an image, UIKit's `UIImageView`, placed by `contentMode` and tinted
/// with `tintColor` when the image is a template.
open class ImageView: View {
    /// The image shown.
    public var image: Image? { didSet { invalidateIntrinsicContentSize() } }
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// An image view sized to `image`.
    public convenience init(image: Image?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        image?.size ?? .zero
    }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let image, rect.width > 0, rect.height > 0 else { return }
        let target = contentMode.rect(for: image.size, in: rect)
        do {
            try canvas.withSavedState { () throws(RenderingError) in
                canvas.clip(to: Path(rect: rect))
                try image.draw(in: target, canvas: canvas, tint: tintColor.resolved(with: traitCollection))
            }
        } catch {
            drawingErrors.append("could not draw its image: \(error)")
        }
    }
}
