/// A layer filled with a gradient, Core Animation's `CAGradientLayer`.
open class CAGradientLayer: CALayer {
    /// The colors (`CGColor`s).
    open var colors: [Any]?
    /// Where each color sits, from 0 to 1; nil spreads them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts and ends, in unit coordinates of the bounds.
    @exclusivity(unchecked) open var startPoint = CGPoint(x: 0.5, y: 0)
    @exclusivity(unchecked) open var endPoint = CGPoint(x: 0.5, y: 1)
    @exclusivity(unchecked) open var type = CAGradientLayerType.axial

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stops as drawn: colors with their locations.
    private var stops: [(location: CGFloat, color: CGColor)] {
        let list = (colors ?? []).compactMap { AnimatedValue.color($0) }
        guard !list.isEmpty else { return [] }
        let positions = locations.map { $0.map { CGFloat($0.doubleValue) } }
        return list.enumerated().map { index, color in
            let location = positions.flatMap { index < $0.count ? $0[index] : nil }
                ?? (list.count == 1 ? 0 : CGFloat(index) / CGFloat(list.count - 1))
            return (location, color)
        }
    }

    override func renderContents(in ctx: CGContext) {
        super.renderContents(in: ctx)
        let stops = self.stops
        guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        var values = stops.map(\.location)
        guard let gradient = CGGradient(colorsSpace: nil, colors: stops.map(\.color) as NSArray, locations: &values) else { return }
        let start = CGPoint(x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: bounds)
        switch type {
        case .radial:
            // An ellipse centred at the start point, reaching the end point on each axis.
            let rx = max(abs(end.x - start.x), 0.001), ry = max(abs(end.y - start.y), 0.001)
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: rx, y: ry)
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: [.drawsAfterEndLocation])
        case .conic:
            ctx.drawConicGradient(gradient, center: start, angle: atan2(end.y - start.y, end.x - start.x))
        default:
            ctx.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    override func presentationValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "colors": return colors
        case "locations": return locations
        case "startPoint": return startPoint
        case "endPoint": return endPoint
        default: return super.presentationValue(forKeyPath: keyPath)
        }
    }

    override func setPresentationValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "colors": colors = value as? [Any]
        case "locations": locations = value as? [NSNumber]
        case "startPoint": if let point = AnimatedValue.point(value) { startPoint = point }
        case "endPoint": if let point = AnimatedValue.point(value) { endPoint = point }
        default: return super.setPresentationValue(value, forKeyPath: keyPath)
        }
        return true
    }
}

/// The shape of a gradient layer's gradient, Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
