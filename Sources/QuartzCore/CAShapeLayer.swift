/// A layer that draws a path, Core Animation's `CAShapeLayer`: filled, stroked, and trimmed
/// to `strokeStart`...`strokeEnd`.
open class CAShapeLayer: CALayer {
    @exclusivity(unchecked) open var path: CGPath?
    /// The fill (black by default; nil fills nothing).
    @exclusivity(unchecked) open var fillColor: CGColor? = CGColor.black
    @exclusivity(unchecked) open var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke (nil, the default, strokes nothing).
    @exclusivity(unchecked) open var strokeColor: CGColor?
    /// Where along the path the stroke starts and ends, from 0 to 1.
    @exclusivity(unchecked) open var strokeStart: CGFloat = 0
    @exclusivity(unchecked) open var strokeEnd: CGFloat = 1
    @exclusivity(unchecked) open var lineWidth: CGFloat = 1
    @exclusivity(unchecked) open var miterLimit: CGFloat = 10
    @exclusivity(unchecked) open var lineCap = CAShapeLayerLineCap.butt
    @exclusivity(unchecked) open var lineJoin = CAShapeLayerLineJoin.miter
    @exclusivity(unchecked) open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func renderContents(in ctx: CGContext) {
        super.renderContents(in: ctx)
        guard let path, !path.isEmpty else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if let fillColor, fillColor.alpha > 0 {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        let start = min(max(strokeStart, 0), 1), end = min(max(strokeEnd, 0), 1)
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0, end > start else { return }
        ctx.setStrokeColor(strokeColor)
        ctx.setLineWidth(lineWidth)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
        }
        ctx.addPath(start == 0 && end == 1 ? path : PathTrimming.trim(path, from: start, to: end))
        ctx.strokePath()
    }

    override func presentationValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "path": return path
        case "fillColor": return fillColor
        case "strokeColor": return strokeColor
        case "strokeStart": return strokeStart
        case "strokeEnd": return strokeEnd
        case "lineWidth": return lineWidth
        case "miterLimit": return miterLimit
        case "lineDashPhase": return lineDashPhase
        default: return super.presentationValue(forKeyPath: keyPath)
        }
    }

    override func setPresentationValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        let number = AnimatedValue.number(value)
        switch keyPath {
        case "path": path = value.map { $0 as? CGPath } ?? nil
        case "fillColor": fillColor = AnimatedValue.color(value)
        case "strokeColor": strokeColor = AnimatedValue.color(value)
        case "strokeStart": if let number { strokeStart = number }
        case "strokeEnd": if let number { strokeEnd = number }
        case "lineWidth": if let number { lineWidth = number }
        case "miterLimit": if let number { miterLimit = number }
        case "lineDashPhase": if let number { lineDashPhase = number }
        default: return super.setPresentationValue(value, forKeyPath: keyPath)
        }
        return true
    }
}

/// How a shape layer decides its inside, Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's line ends look, Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's corners look, Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
