/// What a layer asks of its delegate, Core Animation's `CALayerDelegate`. Every method has
/// a default that does nothing, as the Objective-C protocol's optional methods do.
public protocol CALayerDelegate: AnyObject {
    /// Draws the layer's content (instead of `draw(_:in:)`), usually by setting `contents`.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `draw(_:in:)`.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` (animations are not run here).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

/// A delegate whose `display(_:)` supplies the layer's content. The Objective-C runtime
/// tells whether a delegate implements the optional method (`respondsToSelector:`); Swift
/// cannot, so the layer asks only delegates that declare it by adopting this protocol.
package protocol LayerDisplayingDelegate: CALayerDelegate {}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// An action a layer runs for a change, Core Animation's `CAAction`.
public protocol CAAction: AnyObject {
    /// Runs the action.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
