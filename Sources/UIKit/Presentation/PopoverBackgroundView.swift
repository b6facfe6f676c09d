/// A popover's background: the rounded box and its arrow filled with the popover's color
/// (the system's elevated background when none is set), with a soft shadow (estimated).
@MainActor
final class PopoverBackgroundView: UIView {
    /// The box and arrow outline, in this view's coordinates.
    @exclusivity(unchecked) var shape: CGPath? {
        didSet { setNeedsDisplay() }
    }

    /// The fill; the elevated system background when nil.
    @exclusivity(unchecked) var fillColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 20
        layer.shadowOffset = .zero
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func draw(_ rect: CGRect) {
        guard let shape, let context = UIGraphicsGetCurrentContext() else { return }
        let elevated = traitCollection.modifyingTraits { $0.userInterfaceLevel = .elevated }
        let color = (fillColor ?? .systemBackground).resolvedColor(with: elevated)
        context.setFillColor(color.cgColor)
        context.addPath(shape)
        context.fillPath()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = shape
    }
}
