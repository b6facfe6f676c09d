/// The view behind a button's content: a classic button's background image, or a
/// configuration's background (fill with continuous corners, stroke, image, custom view).
@preconcurrency @MainActor
final class ButtonBackgroundView: UIView {
    /// A classic button's background image, stretched over the bounds.
    @exclusivity(unchecked) var image: UIImage? {
        didSet { if image !== oldValue { setNeedsDisplay() } }
    }
    /// Whether the image is drawn darker (highlighted custom buttons).
    @exclusivity(unchecked) var darkensImage = false {
        didSet { if darkensImage != oldValue { setNeedsDisplay() } }
    }
    /// A configuration's background, resolved for the button's state.
    var configuration: UIBackgroundConfiguration? {
        didSet {
            installCustomView(old: oldValue?.customView)
            setNeedsDisplay()
        }
    }
    /// The corner radius (nil: a capsule).
    @exclusivity(unchecked) var cornerRadius: CGFloat? = 0 {
        didSet { if cornerRadius != oldValue { setNeedsDisplay() } }
    }
    /// The button's tint, which a nil fill or stroke color stands for.
    @exclusivity(unchecked) var buttonTint: UIColor = .systemBlue {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        layer.needsDisplayOnBoundsChange = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    private func installCustomView(old: UIView?) {
        let new = configuration?.customView
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        configuration?.customView?.frame = bounds
        configuration?.customView?.layer.cornerRadius = radius(in: bounds)
        configuration?.customView?.clipsToBounds = true
    }

    private func radius(in rect: CGRect) -> CGFloat {
        cornerRadius ?? min(rect.width, rect.height) / 2
    }

    private func shape(_ rect: CGRect, radius: CGFloat) -> CGPath {
        LayerShape.path(for: rect, radius: radius, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner],
                        curve: .continuous)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let image, configuration == nil {
            ImageDrawing.draw(image, in: bounds, context: context, tint: image.fixedTint?.cgColor(in: traitCollection))
            if darkensImage { darken(bounds, in: context) }
            return
        }
        guard let configuration else { return }
        let radius = radius(in: bounds)
        let path = shape(bounds, radius: radius)
        let fill = configuration.resolvedBackgroundColor(for: buttonTint).cgColor(in: traitCollection, tint: buttonTint)
        if fill.alpha > 0 {
            context.saveGState()
            context.setFillColor(fill)
            context.addPath(path)
            context.fillPath()
            context.restoreGState()
        }
        if let image = configuration.image {
            context.saveGState()
            context.addPath(path)
            context.clip()
            let target = configuration.imageContentMode.rect(for: image.size, in: bounds)
            ImageDrawing.draw(image, in: target, context: context, tint: image.fixedTint?.cgColor(in: traitCollection))
            context.restoreGState()
        }
        if configuration.visualEffect != nil {
            RenderIssues.report("\(hierarchyPath): a button background's visualEffect (blur) is not drawn; set a backgroundColor to see a fill.")
        }
        if configuration.strokeWidth > 0 {
            let stroke = configuration.resolvedStrokeColor(for: buttonTint).cgColor(in: traitCollection, tint: buttonTint)
            guard stroke.alpha > 0 else { return }
            let outset = configuration.strokeOutset
            let strokeRect = bounds.insetBy(dx: configuration.strokeWidth / 2 - outset, dy: configuration.strokeWidth / 2 - outset)
            context.saveGState()
            context.setStrokeColor(stroke)
            context.setLineWidth(configuration.strokeWidth)
            context.addPath(shape(strokeRect, radius: max(0, radius - configuration.strokeWidth / 2 + outset)))
            context.strokePath()
            context.restoreGState()
        }
    }

    private func darken(_ rect: CGRect, in context: CGContext) {
        context.saveGState()
        context.setBlendMode(.sourceAtop)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.3))
        context.fill(rect)
        context.restoreGState()
    }
}
