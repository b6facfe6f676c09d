/// How a layer is drawn pushed back: scaled about its centre, moved, and clipped to rounded
/// corners, without changing its geometry (a screen behind a full-height sheet on an iPhone).
package struct DrawingDecoration: Hashable, Sendable {
    /// The scale about the bounds' centre.
    package var scale: CGFloat
    /// How far the scaled layer moves, in the superlayer's points.
    package var offset: CGPoint
    /// The radius of the rounded clip, in the layer's points.
    package var cornerRadius: CGFloat

    package init(scale: CGFloat, offset: CGPoint, cornerRadius: CGFloat) {
        self.scale = scale
        self.offset = offset
        self.cornerRadius = cornerRadius
    }

    /// Scales, moves and clips `ctx`, whose user space is the layer's.
    func apply(to ctx: CGContext, bounds: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        ctx.translateBy(x: center.x + offset.x, y: center.y + offset.y)
        ctx.scaleBy(x: scale, y: scale)
        ctx.translateBy(x: -center.x, y: -center.y)
        let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        ctx.addPath(LayerShape.path(for: bounds, radius: cornerRadius, corners: all, curve: .continuous))
        ctx.clip()
    }
}
