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
    /// Whether the delegate implements `display(_:)` (the Objective-C runtime would answer
    /// `respondsToSelector:`; here the default says no).
    var implementsLayerDisplay: Bool { get }
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public var implementsLayerDisplay: Bool { false }
}

/// An action a layer runs for a change, Core Animation's `CAAction`.
public protocol CAAction: AnyObject {
    /// Runs the action.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
