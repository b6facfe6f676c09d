import Foundation

/// Draws what a cell shows behind its content: the default background of its table's
/// style (or its background configuration), the selection fill, and the separator line
/// at its bottom.
@preconcurrency @MainActor
final class TableCellDecorations: UIView {
    @exclusivity(unchecked) var fillColor: UIColor? { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) var fillRect = CGRect.zero { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) var fillCornerRadius: CGFloat = 0 { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) var strokeColor: UIColor? { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) var strokeWidth: CGFloat = 0 { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) var separatorColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The separator's rectangle (empty: none).
    @exclusivity(unchecked) var separatorRect = CGRect.zero { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Fills with `configuration` inside `bounds`: its color (the host's tint when nil),
    /// inset by its insets, rounded and stroked; its custom view is placed in `host` just
    /// above this view.
    func show(_ configuration: UIBackgroundConfiguration, in bounds: CGRect, host: UIView) {
        fillColor = configuration.resolvedBackgroundColor(for: host.tintColor)
        fillRect = bounds.inset(by: configuration.backgroundInsets.edgeInsets(rightToLeft: host.isRightToLeft))
        fillCornerRadius = configuration.cornerRadius
        strokeColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: host.tintColor) : nil
        strokeWidth = configuration.strokeWidth
        if let customView = configuration.customView {
            if customView.superview !== host { host.insertSubview(customView, aboveSubview: self) }
            customView.setFrameIfChanged(fillRect)
        }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let fillColor, !fillRect.isEmpty {
            context.setFillColor(fillColor.cgColor(in: traitCollection, tint: tintColor))
            if fillCornerRadius > 0 {
                context.addPath(CGPath(roundedRect: fillRect, cornerWidth: fillCornerRadius, cornerHeight: fillCornerRadius, transform: nil))
                context.fillPath()
            } else {
                context.fill(fillRect)
            }
        }
        if let strokeColor, strokeWidth > 0, !fillRect.isEmpty {
            context.setStrokeColor(strokeColor.cgColor(in: traitCollection, tint: tintColor))
            context.setLineWidth(strokeWidth)
            let inset = fillRect.insetBy(dx: strokeWidth / 2, dy: strokeWidth / 2)
            context.addPath(CGPath(roundedRect: inset, cornerWidth: fillCornerRadius, cornerHeight: fillCornerRadius, transform: nil))
            context.strokePath()
        }
        if let separatorColor, !separatorRect.isEmpty {
            context.setFillColor(separatorColor.cgColor(in: traitCollection, tint: tintColor))
            context.fill(separatorRect)
        }
    }
}
