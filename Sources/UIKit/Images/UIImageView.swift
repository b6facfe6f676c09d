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
    package var displayedImage: UIImage? {
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image ?? (isAnimating ? animationImages?.first : nil)
    }

    /// The image as drawn for the view's traits: the asset's variant for them (a dark-mode
    /// image in dark appearance) and the preferred symbol configuration applied.
    package var resolvedImage: UIImage? {
        guard var shown = displayedImage else { return nil }
        if let asset = shown.imageAsset, shown.isSymbolImage == false {
            let variant = asset.image(with: traitCollection)
            if variant.hasContent { shown = variant.withRenderingMode(shown.renderingMode) }
        }
        if shown.isSymbolImage, let preferredSymbolConfiguration, let configured = shown.applyingSymbolConfiguration(preferredSymbolConfiguration) {
            shown = configured
        }
        return shown
    }

    /// Draws the image darker (buttons' `adjustsImageWhenHighlighted`).
    package var drawsDarkened = false {
        didSet { if drawsDarkened != oldValue { setNeedsDisplay() } }
    }

    /// The opacity the image is drawn with (buttons' `adjustsImageWhenDisabled`).
    package var drawingAlpha: CGFloat = 1 {
        didSet { if drawingAlpha != oldValue { setNeedsDisplay() } }
    }

    /// The color template images are drawn in instead of the tint (buttons' state colors).
    package var templateColor: UIColor? {
        didSet { if templateColor !== oldValue { setNeedsDisplay() } }
    }

    private func imageDidChange(from oldImage: UIImage?) {
        if oldImage?.size != displayedImage?.size || (oldImage == nil) != (displayedImage == nil) {
            invalidateIntrinsicContentSize()
        }
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize {
        guard let shown = resolvedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return shown.size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        resolvedImage?.size ?? .zero
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

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let shown = resolvedImage, bounds.width > 0, bounds.height > 0 else { return }
        let target = contentMode.rect(for: shown.size, in: bounds)
        var tint: CGColor?
        if let fixed = shown.fixedTint {
            tint = fixed.cgColor(in: traitCollection, tint: tintColor)
        } else if shown.isTemplate {
            tint = (templateColor ?? tintColor).cgColor(in: traitCollection, tint: tintColor)
        }
        context.saveGState()
        if clipsToBounds { context.clip(to: bounds) }
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

    package override var descriptionDetails: [String] {
        guard let image else { return [] }
        return ["image = \(image)"]
    }
}
