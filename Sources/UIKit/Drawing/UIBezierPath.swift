/// A path with its stroke settings, UIKit's `UIBezierPath`, in UIKit's coordinates (y down:
/// `clockwise` arcs turn clockwise on screen). Rounded rectangles have the continuous
/// corners UIKit draws.
open class UIBezierPath: NSObject, NSCopying, @unchecked Sendable {
    private var path = CGMutablePath()

    @exclusivity(unchecked) open var lineWidth: CGFloat = 1
    @exclusivity(unchecked) open var lineCapStyle = CGLineCap.butt
    @exclusivity(unchecked) open var lineJoinStyle = CGLineJoin.miter
    @exclusivity(unchecked) open var miterLimit: CGFloat = 10
    @exclusivity(unchecked) open var flatness: CGFloat = 0.6
    @exclusivity(unchecked) open var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat)?

    public override init() {
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with continuous corners of `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addPath(LayerShape.path(for: rect, radius: cornerRadius, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                                                                 .layerMaxXMaxYCorner], curve: .continuous))
    }

    /// A rectangle with `corners` rounded by `cornerRadii.width`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        var mask: CACornerMask = []
        if corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
        if corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
        if corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
        if corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
        path.addPath(LayerShape.path(for: rect, radius: cornerRadii.width, corners: mask, curve: .continuous))
    }

    /// An arc around `center` from `startAngle` to `endAngle` (radians, 0 pointing right),
    /// clockwise on screen when `clockwise`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// A path decoded from an archive: not supported, so an empty path.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The path.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .zero, transform: nil) }
        set {
            path = CGMutablePath()
            path.addPath(newValue)
        }
    }

    open var isEmpty: Bool { path.isEmpty }
    open var bounds: CGRect { path.boundingBoxOfPath }
    open var currentPoint: CGPoint { path.currentPoint }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // In y-down coordinates, increasing angles turn clockwise on screen: Core Graphics'
        // `clockwise` (decreasing angles) is the opposite.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }

    /// The path with its segments in the opposite order.
    open func reversing() -> UIBezierPath {
        UIBezierPath(cgPath: PathReversal.reversed(cgPath))
    }

    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }

    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dash = nil
            return
        }
        dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        count?.pointee = dash?.pattern.count ?? 0
        phase?.pointee = dash?.phase ?? 0
        if let pattern, let values = dash?.pattern {
            for (index, value) in values.enumerated() { pattern[index] = value }
        }
    }

    // MARK: Drawing

    /// Fills the path with the current fill color in the current context.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with its line settings and the current stroke color.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyStrokeSettings(to: context)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyStrokeSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if let dash { context.setLineDash(phase: dash.phase, lengths: dash.pattern) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: cgPath)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dash = dash
        return copy
    }
}
