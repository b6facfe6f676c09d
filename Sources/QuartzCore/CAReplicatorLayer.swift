/// A layer that draws its sublayers many times, each copy transformed from the one before,
/// Core Animation's `CAReplicatorLayer` (activity indicators are often built with one).
open class CAReplicatorLayer: CALayer {
    open var instanceCount = 1
    open var preservesDepth = false
    /// Delay between copies' animations (animations end at once here, so it changes nothing).
    open var instanceDelay: CFTimeInterval = 0
    /// The transform from one copy to the next, about the layer's center.
    open var instanceTransform = CATransform3DIdentity
    /// Multiplies every copy's colors (white by default).
    open var instanceColor: CGColor?
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    /// Added to the alpha of each copy after the first.
    open var instanceAlphaOffset: Float = 0

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func renderSublayers(in ctx: CGContext) {
        if instanceRedOffset != 0 || instanceGreenOffset != 0 || instanceBlueOffset != 0 {
            RenderIssues.report("A CAReplicatorLayer's color offsets are not drawn; copies keep their colors.")
        }
        let baseAlpha = Float(instanceColor?.alpha ?? 1)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let step = CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(CATransform3DGetAffineTransform(instanceTransform))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        var transform = CGAffineTransform.identity
        for index in 0..<max(0, instanceCount) {
            let alpha = min(max(baseAlpha + Float(index) * instanceAlphaOffset, 0), 1)
            if alpha > 0 {
                ctx.saveGState()
                ctx.concatenate(transform)
                if alpha < 1 {
                    ctx.setAlpha(CGFloat(alpha))
                    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
                }
                super.renderSublayers(in: ctx)
                if alpha < 1 { ctx.endTransparencyLayer() }
                ctx.restoreGState()
            }
            transform = step.concatenating(transform)
        }
    }
}
