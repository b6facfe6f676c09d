/// The spinner a configured button shows in place of its image
/// (`showsActivityIndicator`): iOS's eight fading spokes, drawn at rest.
@preconcurrency @MainActor
final class ButtonActivityIndicator: UIView {
    /// The spokes' color.
    @exclusivity(unchecked) var color: UIColor = .secondaryLabel {
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

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, inner = side * 0.22, width = max(1, side * 0.09)
        let base = color.components(in: traitCollection, tint: tintColor)
        context.saveGState()
        context.setLineWidth(width)
        context.setLineCap(.round)
        for spoke in 0..<8 {
            let angle = CGFloat(spoke) * .pi / 4 - .pi / 2
            let alpha = base.alpha * (1 - CGFloat(spoke) * 0.1)
            context.setStrokeColor(CGColor(red: base.red, green: base.green, blue: base.blue, alpha: alpha))
            context.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            context.addLine(to: CGPoint(x: center.x + cos(angle) * (outer - width / 2), y: center.y + sin(angle) * (outer - width / 2)))
            context.strokePath()
        }
        context.restoreGState()
    }
}
