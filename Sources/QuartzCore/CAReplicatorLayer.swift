/// A layer that draws its sublayers many times, each copy transformed from the one before,
/// Core Animation's `CAReplicatorLayer` (activity indicators are often built with one).
open class CAReplicatorLayer: CALayer {
    @exclusivity(unchecked) open var instanceCount = 1
    @exclusivity(unchecked) open var preservesDepth = false
    /// Delay between copies' animations (animations end at once here, so it changes nothing).
    @exclusivity(unchecked) open var instanceDelay: CFTimeInterval = 0
    /// The transform from one copy to the next, about the layer's center.
    @exclusivity(unchecked) open var instanceTransform = CATransform3DIdentity
    /// Multiplies every copy's colors (nil is white: no change).
    @exclusivity(unchecked) open var instanceColor: CGColor?
    @exclusivity(unchecked) open var instanceRedOffset: Float = 0
    @exclusivity(unchecked) open var instanceGreenOffset: Float = 0
    @exclusivity(unchecked) open var instanceBlueOffset: Float = 0
    /// Added to the instance color's components for each copy after the first.
    @exclusivity(unchecked) open var instanceAlphaOffset: Float = 0

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
        instanceDelay = other.instanceDelay
        preservesDepth = other.preservesDepth
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func renderSublayers(in ctx: CGContext) {
        let base = instanceColor.map { $0.rgba } ?? (red: 1, green: 1, blue: 1, alpha: 1)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let step = CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(CATransform3DGetAffineTransform(instanceTransform))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        var transform = CGAffineTransform.identity
        for index in 0..<max(0, instanceCount) {
            // Each copy's color: instanceColor plus the offsets once per copy before it.
            let i = CGFloat(index)
            let factors = (red: min(max(CGFloat(base.red) + i * CGFloat(instanceRedOffset), 0), 1),
                           green: min(max(CGFloat(base.green) + i * CGFloat(instanceGreenOffset), 0), 1),
                           blue: min(max(CGFloat(base.blue) + i * CGFloat(instanceBlueOffset), 0), 1),
                           alpha: min(max(CGFloat(base.alpha) + i * CGFloat(instanceAlphaOffset), 0), 1))
            defer { transform = step.concatenating(transform) }
            guard factors.alpha > 0 else { continue }
            ctx.saveGState()
            ctx.concatenate(transform)
            if factors == (1, 1, 1, 1) {
                super.renderSublayers(in: ctx)
            } else if let copy = ctx.makeSimilarContext() {
                super.renderSublayers(in: copy)
                if let image = copy.makeImage() { ctx.drawDeviceImage(image, multipliedBy: factors) }
            }
            ctx.restoreGState()
        }
    }
}
