import Foundation

/// The small marks a table or list draws itself, since the SF Symbols iOS uses cannot
/// ship: the disclosure chevron (tertiary label color), the checkmark (tint), the red delete
/// and green insert discs of editing rows, the reorder grip, the outline disclosure chevron
/// (tint; pointing down when expanded) and the multiselect circle.
@preconcurrency @MainActor
final class TableGlyphView: UIView {
    enum Glyph {
        case disclosure, checkmark, delete, insert, reorder, outlineCollapsed, outlineExpanded, selectionCircle, selectionCircleChecked
    }

    let glyph: Glyph
    /// A color in place of the glyph's own (an accessory's tint color).
    @exclusivity(unchecked) var customColor: UIColor? { didSet { setNeedsDisplay() } }

    init(_ glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: CGRect(origin: .zero, size: TableGlyphView.size(of: glyph)))
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        glyph = .disclosure
        super.init(coder: coder)
    }

    /// The glyph's size in points.
    static func size(of glyph: Glyph) -> CGSize {
        switch glyph {
        case .disclosure: return TableMetrics.disclosureSize
        case .checkmark: return TableMetrics.checkmarkSize
        case .delete, .insert: return CGSize(width: 22, height: 22)
        case .reorder: return CGSize(width: 18, height: 12)
        case .outlineCollapsed: return TableMetrics.disclosureSize
        case .outlineExpanded: return CGSize(width: TableMetrics.disclosureSize.height, height: TableMetrics.disclosureSize.width)
        case .selectionCircle, .selectionCircleChecked: return CGSize(width: 22, height: 22)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let bounds = self.bounds
        func color(_ color: UIColor) -> CGColor { color.cgColor(in: traitCollection, tint: tintColor) }
        context.setLineCap(.round)
        context.setLineJoin(.round)
        switch glyph {
        case .disclosure, .outlineCollapsed:
            // A chevron pointing to the trailing edge, a semibold stroke.
            let line: CGFloat = 2
            context.setStrokeColor(color(customColor ?? (glyph == .disclosure ? .tertiaryLabel : tintColor ?? .systemBlue)))
            context.setLineWidth(line)
            let inset = line / 2
            let pointsRight = !isRightToLeft
            let tipX = pointsRight ? bounds.maxX - inset : bounds.minX + inset
            let tailX = pointsRight ? bounds.minX + inset : bounds.maxX - inset
            context.move(to: CGPoint(x: tailX, y: bounds.minY + inset))
            context.addLine(to: CGPoint(x: tipX, y: bounds.midY))
            context.addLine(to: CGPoint(x: tailX, y: bounds.maxY - inset))
            context.strokePath()
        case .outlineExpanded:
            // A chevron pointing down.
            context.setStrokeColor(color(customColor ?? tintColor ?? .systemBlue))
            context.setLineWidth(2)
            context.move(to: CGPoint(x: bounds.minX + 1, y: bounds.minY + 1))
            context.addLine(to: CGPoint(x: bounds.midX, y: bounds.maxY - 1))
            context.addLine(to: CGPoint(x: bounds.maxX - 1, y: bounds.minY + 1))
            context.strokePath()
        case .selectionCircle:
            context.setStrokeColor(color(customColor ?? .systemGray3))
            context.setLineWidth(1.5)
            context.strokeEllipse(in: bounds.insetBy(dx: 0.75, dy: 0.75))
        case .selectionCircleChecked:
            context.setFillColor(color(customColor ?? tintColor ?? .systemBlue))
            context.fillEllipse(in: bounds)
            context.setStrokeColor(color(.white))
            context.setLineWidth(2)
            context.move(to: CGPoint(x: bounds.minX + bounds.width * 0.28, y: bounds.midY))
            context.addLine(to: CGPoint(x: bounds.minX + bounds.width * 0.44, y: bounds.minY + bounds.height * 0.66))
            context.addLine(to: CGPoint(x: bounds.minX + bounds.width * 0.72, y: bounds.minY + bounds.height * 0.34))
            context.strokePath()
        case .checkmark:
            context.setStrokeColor(color(customColor ?? tintColor ?? .systemBlue))
            context.setLineWidth(2)
            context.move(to: CGPoint(x: bounds.minX + 1, y: bounds.midY + 0.5))
            context.addLine(to: CGPoint(x: bounds.minX + bounds.width * 0.36, y: bounds.maxY - 1))
            context.addLine(to: CGPoint(x: bounds.maxX - 1, y: bounds.minY + 1))
            context.strokePath()
        case .delete, .insert:
            context.setFillColor(color(glyph == .delete ? .systemRed : .systemGreen))
            context.fillEllipse(in: bounds)
            context.setFillColor(color(.white))
            let bar = CGRect(x: bounds.midX - bounds.width * 0.3, y: bounds.midY - 1, width: bounds.width * 0.6, height: 2)
            context.fill(bar)
            if glyph == .insert {
                context.fill(CGRect(x: bounds.midX - 1, y: bounds.midY - bounds.height * 0.3, width: 2, height: bounds.height * 0.6))
            }
        case .reorder:
            context.setFillColor(color(.systemGray))
            for index in 0..<3 {
                let y = bounds.minY + CGFloat(index) * 5
                context.fill(CGRect(x: bounds.minX, y: y, width: bounds.width, height: 1.5))
            }
        }
    }
}
