/// A view that shows an image, UIKit's `UIImageView`: the image (or the highlighted image
/// while highlighted) placed in the bounds as `contentMode` says (`.scaleToFill` by
/// default), template and symbol images drawn in the view's `tintColor`, asset catalog
/// images re-resolved for the view's traits (their dark variant in a dark window). Its
/// natural size is the image's size. As on iOS it takes no touches by default, does not clip,
/// and never calls `draw(_:)` (it draws the image itself).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The variant of `image` (and of `highlightedImage`) for the view's traits, when it
    /// differs from the image itself; refreshed when the traits or the image change.
    @exclusivity(unchecked) private var resolvedImage: UIImage?
    @exclusivity(unchecked) private var resolvedHighlightedImage: UIImage?

    /// An image view with `frame` and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    /// An image view sized to `image` (at the origin), showing it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureDefaults()
        self.image = image
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureDefaults()
        self.image = image
        self.highlightedImage = highlightedImage
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
        coder.decodeNibAttributes(of: self, level: UIImageView.self)
    }

    private func configureDefaults() {
        isUserInteractionEnabled = false
        layer.needsDisplayOnBoundsChange = true
    }

    // MARK: Images

    /// The image shown (nil: nothing). Setting it does not resize the view; its intrinsic
    /// size follows the image.
    @exclusivity(unchecked) open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            resolvedImage = resolve(image)
            displayedImageDidChange(from: oldValue)
        }
    }

    /// The image shown while `isHighlighted` (the normal image when nil).
    @exclusivity(unchecked) open var highlightedImage: UIImage? {
        didSet {
            guard highlightedImage !== oldValue else { return }
            resolvedHighlightedImage = resolve(highlightedImage)
            if isHighlighted { displayedImageDidChange(from: oldValue) }
        }
    }

    /// Whether the view shows `highlightedImage` (and `highlightedAnimationImages`).
    @exclusivity(unchecked) open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue, highlightedImage != nil else { return }
            displayedImageDidChange(from: oldValue ? highlightedImage : image)
        }
    }

    /// The configuration symbol images are drawn with; the image's own configuration, being
    /// more specific, wins where both set a value.
    @exclusivity(unchecked) open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Whether the image view shows a scaled symbol or image that follows the content size
    /// category (symbols with a text style do).
    @exclusivity(unchecked) open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    // MARK: Animation

    /// Frames of an animation. Renders are still pictures: while animating, the first frame
    /// is shown (the image otherwise, as on iOS).
    open var animationImages: [UIImage]? {
        didSet { if isAnimating { displayedImageDidChange(from: nil) } }
    }

    /// Frames shown instead of `animationImages` while highlighted.
    open var highlightedAnimationImages: [UIImage]?

    /// How long one cycle of the frames takes, in seconds (0: 1/30 s a frame).
    @exclusivity(unchecked) open var animationDuration: TimeInterval = 0

    /// How many times the animation runs (0: forever).
    @exclusivity(unchecked) open var animationRepeatCount = 0

    /// Whether `startAnimating()` was called and `stopAnimating()` not since.
    @exclusivity(unchecked) open private(set) var isAnimating = false

    /// Starts the animation: renders show its first frame.
    open func startAnimating() {
        guard !isAnimating, !(currentAnimationImages?.isEmpty ?? true) else { return }
        isAnimating = true
        displayedImageDidChange(from: nil)
    }

    /// Stops the animation: the image is shown again.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        displayedImageDidChange(from: nil)
    }

    private var currentAnimationImages: [UIImage]? {
        if isHighlighted, let highlighted = highlightedAnimationImages, !highlighted.isEmpty { return highlighted }
        return animationImages
    }

    // MARK: What is shown

    /// The image drawn now: the first animation frame while animating, else the highlighted
    /// or normal image (an animated image's first frame), in the variant for the view's
    /// traits, with the preferred symbol configuration applied.
    package var displayedImage: UIImage? {
        var shown: UIImage?
        if isAnimating, let first = currentAnimationImages?.first {
            shown = resolve(first) ?? first
        } else if isHighlighted, let highlightedImage {
            shown = resolvedHighlightedImage ?? highlightedImage
        } else if let image {
            shown = resolvedImage ?? image
        }
        guard var shown else { return nil }
        if let first = shown.images?.first { shown = first }
        if shown.isSymbolImage, let preferredSymbolConfiguration {
            let combined = preferredSymbolConfiguration.applying(shown.symbolConfiguration)
            shown = shown.withConfiguration(combined)
        }
        return shown
    }

    /// The variant of `image` its asset gives for the view's traits; nil when the image has
    /// no asset or the asset gives back the same picture.
    private func resolve(_ image: UIImage?) -> UIImage? {
        guard let image, let asset = image.imageAsset else { return nil }
        let variant = asset.image(with: traitCollection)
        guard variant !== image, variant.hasContent else { return nil }
        return variant.carryingDrawingSettings(of: image)
    }

    private func displayedImageDidChange(from previous: UIImage?) {
        setNeedsDisplay()
        if previous?.size != displayedImage?.size || (previous == nil) != (displayedImage == nil) {
            invalidateIntrinsicContentSize()
        }
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        resolvedImage = resolve(image)
        resolvedHighlightedImage = resolve(highlightedImage)
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        setNeedsDisplay()
    }

    package override func contentModeDidChange() {
        setNeedsDisplay()
    }

    // MARK: Layout

    /// The displayed image's size; `noIntrinsicMetric` in both dimensions without an image.
    open override var intrinsicContentSize: CGSize {
        guard let shown = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return shown.size
    }

    /// The displayed image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? bounds.size
    }

    /// The displayed image's alignment insets: constraints align the image's alignment
    /// rectangle rather than its padding.
    open override var alignmentRectInsets: UIEdgeInsets {
        displayedImage?.alignmentRectInsets ?? .zero
    }

    // MARK: Drawing

    /// Draws the displayed image where `contentMode` places it; `draw(_:)` is not called,
    /// as on iOS.
    open override func draw(_ layer: CALayer, in ctx: CGContext) {
        drawImage(in: ctx)
    }

    private func drawImage(in context: CGContext) {
        guard let shown = displayedImage, shown.hasContent else { return }
        let placed = contentMode.rect(for: shown.size, in: bounds)
        traitCollection.performAsCurrent {
            let tint: CGColor?
            if let fixed = shown.fixedTint {
                tint = fixed.cgColor(in: traitCollection)
            } else if shown.isTemplate {
                tint = tintColor.cgColor(in: traitCollection)
            } else {
                tint = nil
            }
            UIGraphicsPushContext(context)
            defer { UIGraphicsPopContext() }
            ImageDrawing.draw(shown, in: placed, context: context, tint: tint)
        }
    }

    package override var descriptionDetails: [String] {
        guard let image else { return [] }
        return ["image = \(image.description)"]
    }
}
