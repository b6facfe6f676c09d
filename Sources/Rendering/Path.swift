import Foundation

/// A shape to fill, stroke or clip to, in points (like `UIBezierPath`).
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case arc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double)
        case close
    }

    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter
    /// side, as Core Animation clamps `cornerRadius`).
    public init(roundedRect rect: CGRect, cornerRadius: Double) {
        let radius = min(max(cornerRadius, 0), Double(rect.width) / 2, Double(rect.height) / 2)
        guard radius > 0 else {
            self.init(rect: rect)
            return
        }
        self.init()
        let half = Double.pi / 2
        elements.append(.arc(center: CGPoint(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, startAngle: -half, endAngle: 0))
        elements.append(.arc(center: CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius, startAngle: 0, endAngle: half))
        elements.append(.arc(center: CGPoint(x: rect.minX + radius, y: rect.maxY - radius), radius: radius, startAngle: half, endAngle: 2 * half))
        elements.append(.arc(center: CGPoint(x: rect.minX + radius, y: rect.minY + radius), radius: radius, startAngle: 2 * half, endAngle: 3 * half))
        close()
    }

    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) {
        // Four cubic Béziers; kappa places their control points.
        let kappa: CGFloat = 0.5522847498
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * kappa), control2: CGPoint(x: cx + rx * kappa, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * kappa, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ry * kappa))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * kappa), control2: CGPoint(x: cx - rx * kappa, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * kappa, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ry * kappa))
        close()
    }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle))
    }
    public mutating func close() { elements.append(.close) }
}
