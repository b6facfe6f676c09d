/// A control for picking a value from a continuous range, UIKit's `UISlider`, in iOS 17's
/// look: a 4-point rounded track filled with the tint color up to the thumb and a gray fill
/// after it, a white 28-point thumb with a soft shadow, optional images at both ends.
/// Setting the value in code sends no action, as on iOS.
@preconcurrency @MainActor
open class UISlider: UIControl {
    private static let trackHeight: CGFloat = 4
    private static let thumbDiameter: CGFloat = 28
    private static let intrinsicHeight: CGFloat = 31
    /// The gap between a value image and the track.
    private static let imageSpacing: CGFloat = 16

    private let thumbShadowLayer = CALayer()
    private let thumbLayer = CALayer()

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        coder.decodeNibAttributes(of: self, level: UISlider.self)
    }

    private func setUp() {
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
        layer.addSublayer(thumbShadowLayer)
        layer.addSublayer(thumbLayer)
        updateThumb()
    }

    // MARK: Value

    /// The value, kept within the minimum and maximum (0 by default).
    open var value: Float {
        get { storedValue }
        set {
            let clamped = min(max(newValue, minimumValue), max(minimumValue, maximumValue))
            guard clamped != storedValue else { return }
            storedValue = clamped
            valueDidChange()
        }
    }
    @exclusivity(unchecked) private var storedValue: Float = 0

    /// The value at the leading end (0 by default).
    @exclusivity(unchecked) open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
            valueDidChange()
        }
    }

    /// The value at the trailing end (1 by default).
    @exclusivity(unchecked) open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
            valueDidChange()
        }
    }

    /// Whether dragging sends value changes continuously (true) or once at the end.
    @exclusivity(unchecked) open var isContinuous = true

    /// Sets the value (renders show the end state). Sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    private func valueDidChange() {
        setNeedsDisplay()
        updateThumb()
    }

    // MARK: Appearance

    /// The image at the minimum end.
    @exclusivity(unchecked) open var minimumValueImage: UIImage? {
        didSet { appearanceDidChange() }
    }

    /// The image at the maximum end.
    @exclusivity(unchecked) open var maximumValueImage: UIImage? {
        didSet { appearanceDidChange() }
    }

    /// The track's color before the thumb (the tint color when nil).
    @exclusivity(unchecked) open var minimumTrackTintColor: UIColor? {
        didSet { appearanceDidChange() }
    }

    /// The track's color after the thumb (the system gray fill when nil).
    @exclusivity(unchecked) open var maximumTrackTintColor: UIColor? {
        didSet { appearanceDidChange() }
    }

    /// The thumb's color (white when nil).
    @exclusivity(unchecked) open var thumbTintColor: UIColor? {
        didSet { appearanceDidChange() }
    }

    /// Sets the thumb's image for `state`.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        appearanceDidChange()
    }

    /// Sets the image of the track before the thumb for `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
        appearanceDidChange()
    }

    /// Sets the image of the track after the thumb for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
        appearanceDidChange()
    }

    /// The thumb image set for `state`.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// The image set for the track before the thumb in `state`.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// The image set for the track after the thumb in `state`.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }

    /// The images for the current state (falling back to the normal state's).
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue] }
    /// The track image before the thumb for the current state.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages[state.rawValue] ?? minimumTrackImages[UIControl.State.normal.rawValue] }
    /// The track image after the thumb for the current state.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages[state.rawValue] ?? maximumTrackImages[UIControl.State.normal.rawValue] }

    private func appearanceDidChange() {
        setNeedsDisplay()
        updateThumb()
    }

    open override var isEnabled: Bool {
        didSet { appearanceDidChange() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        appearanceDidChange()
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        super.traitsDidChange(from: previous)
        appearanceDidChange()
    }

    // MARK: Geometry

    open override var intrinsicContentSize: CGSize {
        let imageHeight = max(minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0)
        return CGSize(width: UIView.noIntrinsicMetric, height: max(Self.intrinsicHeight, imageHeight))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: intrinsicContentSize.height)
    }

    /// Where the minimum value image is drawn: at the leading edge, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let x = isRightToLeft ? bounds.maxX - size.width : bounds.minX
        return CGRect(x: x, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// Where the maximum value image is drawn: at the trailing edge, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        let x = isRightToLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The track: the width between the value images, 4 points tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX, right = bounds.maxX
        let leadingImage = minimumValueImage.map { $0.size.width + Self.imageSpacing } ?? 0
        let trailingImage = maximumValueImage.map { $0.size.width + Self.imageSpacing } ?? 0
        left += isRightToLeft ? trailingImage : leadingImage
        right -= isRightToLeft ? leadingImage : trailingImage
        let height = currentMinimumTrackImage?.size.height ?? Self.trackHeight
        return CGRect(x: left, y: (bounds.midY - height / 2), width: max(0, right - left), height: height)
    }

    /// The thumb for `value` on `rect`: 28 points (or the thumb image's size), its edges at
    /// the track's ends at the minimum and maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let span = maximumValue - minimumValue
        var fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        if isRightToLeft { fraction = 1 - fraction }
        let x = rect.minX + (rect.width - size.width) * fraction
        return CGRect(x: x, y: (rect.midY - size.height / 2), width: size.width, height: size.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateThumb()
    }

    // MARK: Drawing

    /// The track after the thumb: iOS's system fill.
    private static var maximumTrackColor: UIColor { .systemFill }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        ControlDrawing.withAlpha(isEnabled ? 1 : ControlDrawing.disabledAlpha, in: context) {
            if let image = minimumValueImage { drawValueImage(image, in: minimumValueImageRect(forBounds: bounds), context: context) }
            if let image = maximumValueImage { drawValueImage(image, in: maximumValueImageRect(forBounds: bounds), context: context) }
            let split = thumb.midX
            let leadingRect = CGRect(x: track.minX, y: track.minY, width: max(0, split - track.minX), height: track.height)
            let trailingRect = CGRect(x: split, y: track.minY, width: max(0, track.maxX - split), height: track.height)
            let minimumRect = isRightToLeft ? trailingRect : leadingRect
            let maximumRect = isRightToLeft ? leadingRect : trailingRect
            let whole = UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).cgPath
            for (part, image, color) in [(maximumRect, currentMaximumTrackImage, maximumTrackTintColor ?? Self.maximumTrackColor),
                                         (minimumRect, currentMinimumTrackImage, minimumTrackTintColor ?? tintColor ?? .systemBlue)] {
                context.saveGState()
                context.clip(to: part)
                if let image {
                    ImageDrawing.draw(image, in: track, context: context, tint: nil)
                } else {
                    context.setFillColor(ControlDrawing.cgColor(color, for: self))
                    context.addPath(whole)
                    context.fillPath()
                }
                context.restoreGState()
            }
        }
    }

    private func drawValueImage(_ image: UIImage, in rect: CGRect, context: CGContext) {
        let tint: CGColor? = image.isTemplate || image.isSymbolImage ? ControlDrawing.cgColor(.secondaryLabel, for: self) : nil
        ImageDrawing.draw(image, in: rect, context: context, tint: tint)
    }

    /// Places the thumb layers: the thumb image when one is set, else a white (or
    /// `thumbTintColor`) disc with two soft shadows.
    private func updateThumb() {
        let track = trackRect(forBounds: bounds)
        let frame = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let traits = traitCollection
        if let image = currentThumbImage {
            thumbShadowLayer.isHidden = true
            thumbLayer.frame = frame
            thumbLayer.contents = image.cgImage
            thumbLayer.backgroundColor = nil
            thumbLayer.shadowOpacity = 0
            thumbLayer.cornerRadius = 0
            return
        }
        thumbLayer.contents = nil
        thumbShadowLayer.isHidden = false
        let color = (thumbTintColor ?? .white).cgColor(in: traits, tint: tintColor)
        let path = CGPath(ellipseIn: CGRect(origin: .zero, size: frame.size), transform: nil)
        // A soft shadow and a faint crisp edge below (one blurred shadow: each costs a blur
        // over the whole render).
        thumbShadowLayer.frame = frame.offsetBy(dx: 0, dy: 0.5)
        thumbShadowLayer.cornerRadius = frame.height / 2
        thumbShadowLayer.backgroundColor = CGColor(gray: 0, alpha: 0.12)
        thumbShadowLayer.shadowOpacity = 0
        thumbLayer.frame = frame
        thumbLayer.cornerRadius = frame.height / 2
        thumbLayer.backgroundColor = color
        thumbLayer.shadowColor = CGColor(gray: 0, alpha: 1)
        thumbLayer.shadowOpacity = 0.15
        thumbLayer.shadowOffset = CGSize(width: 0, height: 3)
        thumbLayer.shadowRadius = 4
        thumbLayer.shadowPath = path
    }

    package override var descriptionDetails: [String] {
        ["value: \(String(format: "%f", Double(value)))"]
    }
}
