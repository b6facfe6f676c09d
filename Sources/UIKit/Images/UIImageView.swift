/// A view that shows an image, UIKit's `UIImageView`: placed by `contentMode`, template
/// images (SF Symbols, `.alwaysTemplate`) drawn in the tint color, the highlighted image
/// while highlighted, and the asset's variant for the view's traits (dark appearance, say).
/// Its intrinsic size is the image's size.
@MainActor
open class UIImageView: UIView {
    /// The image shown (nil: nothing).
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            imageDidChange(from: oldValue)
        }
    }

    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet {
            guard highlightedImage !== oldValue else { return }
            if isHighlighted { imageDidChange(from: oldValue) }
        }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue, highlightedImage != nil else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The symbol configuration applied to symbol images.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Frames of an animation (not played in renders: the first frame is shown while animating).
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open private(set) var isAnimating = false

    /// Whether the image views is enabled for interaction (false by default, as in UIKit).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.needsDisplayOnBoundsChange = true
    }

    /// An image view sized to `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        layer.needsDisplayOnBoundsChange = true
        self.image = image
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        layer.needsDisplayOnBoundsChange = true
        self.image = image
        self.highlightedImage = highlightedImage
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open func startAnimating() { isAnimating = animationImages?.isEmpty == false }
    open func stopAnimating() { isAnimating = false }

    // MARK: Content

    /// The image in effect: the highlighted one while highlighted, else the image, else the
    /// first animation frame.
    private var currentImage: UIImage? {
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image ?? (isAnimating ? animationImages?.first : nil)
    }

    /// The image drawn now: the current image in its asset's variant for the view's traits
    /// (a dark-mode image in dark appearance), with the preferred symbol configuration applied.
    package var displayedImage: UIImage? {
        guard var shown = currentImage else { return nil }
        if let asset = shown.imageAsset, shown.isSymbolImage == false {
            let variant = asset.image(with: traitCollection)
            if variant.hasContent { shown = variant.withRenderingMode(shown.renderingMode) }
        }
        if shown.isSymbolImage, let preferredSymbolConfiguration, let configured = shown.applyingSymbolConfiguration(preferredSymbolConfiguration) {
            shown = configured
        }
        return shown
    }

    private func imageDidChange(from oldImage: UIImage?) {
        if oldImage?.size != displayedImage?.size || (oldImage == nil) != (displayedImage == nil) {
            invalidateIntrinsicContentSize()
        }
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize {
        guard let shown = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return shown.size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        setNeedsDisplay()
    }

    package override func contentModeDidChange() {
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Draws the displayed image where `contentMode` places it (template images in the tint);
    /// `draw(_:)` is not called, as on iOS.
    public nonisolated override func draw(_ layer: CALayer, in ctx: CGContext) {
        nonisolated(unsafe) let context = ctx
        UnsafeMainActor.run { self.drawImage(in: context) }
    }

    private func drawImage(in context: CGContext) {
        guard let shown = displayedImage, shown.hasContent, bounds.width > 0, bounds.height > 0 else { return }
        let target = contentMode.rect(for: shown.size, in: bounds)
        traitCollection.performAsCurrent {
            var tint: CGColor?
            if let fixed = shown.fixedTint {
                tint = fixed.cgColor(in: traitCollection, tint: tintColor)
            } else if shown.isTemplate {
                tint = tintColor.cgColor(in: traitCollection, tint: tintColor)
            }
            UIGraphicsPushContext(context)
            defer { UIGraphicsPopContext() }
            ImageDrawing.draw(shown, in: target, context: context, tint: tint)
        }
    }

    package override var descriptionDetails: [String] {
        guard let image else { return [] }
        return ["image = \(image)"]
    }
}
