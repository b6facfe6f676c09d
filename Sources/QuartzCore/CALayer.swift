/// A rectangle of drawn content in a tree of layers, Core Animation's `CALayer`: geometry
/// (bounds, position, anchor point, transform), background, rounded corners, border, shadow,
/// contents or custom drawing, sublayers and a mask. Every `UIView` has one. A render
/// composites the tree (`render(in:)`) as Core Animation does, with any animation already at
/// its end.
open class CALayer: NSObject {
    // MARK: Geometry

    /// The layer's own coordinate space: its origin (usually zero) and size.
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        didSet {
            guard bounds.size != oldValue.size else { return }
            setNeedsLayout()
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }
    /// Where the anchor point sits in the superlayer's coordinates.
    @exclusivity(unchecked) open var position: CGPoint = .zero
    /// The layer's position on the z axis; sublayers draw in order of it, then of insertion.
    @exclusivity(unchecked) open var zPosition: CGFloat = 0
    /// The point of the bounds (unit coordinates) that `position` places and transforms
    /// turn around: the center by default.
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    @exclusivity(unchecked) open var anchorPointZ: CGFloat = 0
    /// The transform applied around the anchor point.
    @exclusivity(unchecked) open var transform = CATransform3DIdentity
    /// A transform applied to the sublayers.
    @exclusivity(unchecked) open var sublayerTransform = CATransform3DIdentity

    /// The layer's rectangle in its superlayer's coordinates: its bounds placed at
    /// `position` around `anchorPoint`, and transformed. Setting it sets `position` and the
    /// bounds' size.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            let transformed = CATransform3DIsIdentity(transform) ? local : local.applying(CATransform3DGetAffineTransform(transform))
            return transformed.offsetBy(dx: position.x, dy: position.y)
        }
        set {
            let rect = newValue.standardized
            position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
            bounds.size = rect.size
        }
    }

    // MARK: Hierarchy

    /// The sublayers, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.storedSuperlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    private var storedSublayers: [CALayer] = []
    /// Not weak, so that layers have no side table for their reference counts (every
    /// retain of an object with one takes the runtime's slow path): the superlayer keeps its
    /// sublayers, and clears this in each of them when it goes (`deinit`) or lets one go.
    @exclusivity(unchecked) private unowned(unsafe) var storedSuperlayer: CALayer?
    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { storedSuperlayer }

    // MARK: Appearance

    @exclusivity(unchecked) open var isHidden = false
    /// The opacity of the layer and its sublayers, composited as a group.
    @exclusivity(unchecked) open var opacity: Float = 1
    /// Whether content and sublayers are clipped to the (rounded) bounds.
    @exclusivity(unchecked) open var masksToBounds = false
    /// A layer whose alpha masks this layer's composite.
    @exclusivity(unchecked) open var mask: CALayer? {
        didSet {
            if oldValue?.maskOwner === self { oldValue?.maskOwner = nil }
            mask?.maskOwner = self
        }
    }
    /// The layer whose `mask` this is; not weak (see `storedSuperlayer`): that layer clears
    /// it when it goes or takes another mask.
    @exclusivity(unchecked) unowned(unsafe) var maskOwner: CALayer?
    @exclusivity(unchecked) open var isDoubleSided = true
    @exclusivity(unchecked) open var isOpaque = false
    @exclusivity(unchecked) open var backgroundColor: CGColor?
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds (all by default).
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    @exclusivity(unchecked) open var cornerCurve = CALayerCornerCurve.circular
    /// The width of the border, drawn inside the bounds above content and sublayers.
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0
    @exclusivity(unchecked) open var borderColor: CGColor? = CGColor.black
    @exclusivity(unchecked) open var shadowColor: CGColor? = CGColor.black
    /// The shadow's opacity; 0 (the default) draws none.
    @exclusivity(unchecked) open var shadowOpacity: Float = 0
    /// Where the shadow falls (up 3 points by default; positive height is down).
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow, about the Gaussian's standard deviation.
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3
    /// The shape the shadow takes; nil takes the layer's own composite.
    @exclusivity(unchecked) open var shadowPath: CGPath?
    @exclusivity(unchecked) open var allowsEdgeAntialiasing = false
    /// Whether `opacity` composites the layer and its sublayers as one image (true, the
    /// default on iOS) or applies to each drawing separately, letting overlaps show through.
    @exclusivity(unchecked) open var allowsGroupOpacity = true
    @exclusivity(unchecked) open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    @exclusivity(unchecked) open var shouldRasterize = false
    @exclusivity(unchecked) open var rasterizationScale: CGFloat = 1
    @exclusivity(unchecked) open var minificationFilter = CALayerContentsFilter.linear
    @exclusivity(unchecked) open var magnificationFilter = CALayerContentsFilter.linear

    // MARK: Contents

    /// The image the layer shows (a `CGImage`), per `contentsGravity`.
    open var contents: Any?
    @exclusivity(unchecked) open var contentsGravity = CALayerContentsGravity.resize
    /// Pixels per point of `contents`.
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1
    /// The part of `contents` shown, in unit coordinates.
    @exclusivity(unchecked) open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The stretchable middle of `contents`, in unit coordinates.
    @exclusivity(unchecked) open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Whether a bounds change asks for drawing again.
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false
    @exclusivity(unchecked) open var drawsAsynchronously = false

    /// The object that draws and lays out the layer (a view for its own layer).
    open var delegate: CALayerDelegate? {
        get { owningDelegate ?? otherDelegate }
        set {
            owningDelegate = nil
            otherDelegate = newValue
        }
    }
    /// A delegate set by `delegate`'s setter: held weakly, as on iOS.
    @exclusivity(unchecked) private weak var otherDelegate: CALayerDelegate?
    /// The view whose layer this is (`setOwningDelegate(_:)`): not weak, so that views have
    /// no side table (see `storedSuperlayer`); the view clears it when it goes.
    @exclusivity(unchecked) private unowned(unsafe) var owningDelegate: CALayerDelegate?

    /// Makes `owner`, which keeps this layer and calls `delegateWillGo(_:)` when it goes, the
    /// delegate.
    package final func setOwningDelegate(_ owner: CALayerDelegate) {
        otherDelegate = nil
        owningDelegate = owner
    }

    /// Forgets `owner` as the delegate (from its `deinit`).
    package final func delegateWillGo(_ owner: AnyObject) {
        if owningDelegate === owner { owningDelegate = nil }
    }
    /// A name to find the layer by.
    open var name: String?
    /// Actions by key (animations are not run, so they are kept only for the API).
    open var actions: [String: CAAction]?
    open var style: [AnyHashable: Any]?

    // MARK: Timing (CAMediaTiming; see CALayer+MediaTiming.swift)

    /// When the layer's time starts, in its superlayer's time.
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
    /// The length of one pass of the layer's timing (0 by default).
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    /// How fast the layer's time runs relative to its superlayer's (0 pauses it).
    @exclusivity(unchecked) open var speed: Float = 1
    /// An offset added to the layer's local time.
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
    /// How many times the layer's timing repeats.
    @exclusivity(unchecked) open var repeatCount: Float = 0
    /// How long the layer's timing repeats, in seconds.
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass plays backwards after playing forwards.
    @exclusivity(unchecked) open var autoreverses = false
    /// What the layer's timing shows outside its active time.
    @exclusivity(unchecked) open var fillMode = CAMediaTimingFillMode.removed

    /// A scale and rounded clip applied when the layer is drawn, and only then: UIKit pushes
    /// the screen behind a full-height sheet back this way, and layout and safe areas must not
    /// see it (see `DrawingDecoration`).
    package var drawingDecoration: DrawingDecoration?

    @exclusivity(unchecked) var needsLayoutFlag = true
    @exclusivity(unchecked) var needsDisplayFlag = true
    /// Animations kept after they finish (`isRemovedOnCompletion = false`), by key.
    var animationsByKey: [(key: String, animation: CAAnimation)] = []

    /// A new layer.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties (Core Animation makes presentation layers this way;
    /// subclasses copy their own properties).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        zPosition = other.zPosition
        anchorPoint = other.anchorPoint
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        isHidden = other.isHidden
        opacity = other.opacity
        masksToBounds = other.masksToBounds
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        name = other.name
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }

    /// A layer decoded from an archive: not supported here, so a new layer.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Clears the references to this layer that are not weak: its sublayers' superlayer and
    /// its mask's owner.
    deinit {
        for layer in storedSublayers where layer.storedSuperlayer === self { layer.storedSuperlayer = nil }
        if let mask, mask.maskOwner === self { mask.maskOwner = nil }
    }

    // MARK: Sublayers

    /// Adds `layer` on top of the sublayers.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(storedSublayers.count))
    }

    /// Inserts `layer` at `index` among the sublayers.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(index), storedSublayers.count))
        layer.storedSuperlayer = self
        setNeedsLayout()
    }

    /// Inserts `layer` just below `sibling`.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling`.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s }.map { $0 + 1 } } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `newLayer` where `oldLayer` is.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = storedSuperlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
        parent.setNeedsLayout()
    }

    /// The sublayers in drawing order: by `zPosition`, then as added.
    var sublayersInDrawingOrder: [CALayer] {
        storedSublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    // MARK: Drawing

    /// Asks for the content to be drawn again (every render draws the whole tree, so this
    /// marks the layer for `needsDisplay()` only).
    open func setNeedsDisplay() {
        needsDisplayFlag = true
    }

    /// Asks for the part of the content in `rect` to be drawn again.
    open func setNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay()
    }

    /// Whether the layer asked to be drawn again.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Draws the content now if it was asked for.
    open func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Updates the content: asks a delegate that implements `display(_:)`; otherwise the
    /// content is drawn by `draw(in:)` at render time.
    open func display() {
        needsDisplayFlag = false
        if let delegate = delegate as? any LayerDisplayingDelegate { delegate.display(self) }
    }

    /// Draws the layer's content into `ctx` (in the layer's coordinates, clipped to its
    /// bounds); the default asks the delegate.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Whether changing `key` asks for drawing again (for animatable properties of
    /// subclasses).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The default value of `key`.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    // MARK: Layout

    /// Asks for `layoutSublayers()` at the next layout pass.
    open func setNeedsLayout() {
        needsLayoutFlag = true
    }

    /// Whether the layer asked for layout.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out the sublayers now if asked to, then theirs.
    open func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sublayer in storedSublayers { sublayer.layoutIfNeeded() }
    }

    /// Lays out the sublayers; the default asks the delegate.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The size the layer would like (its bounds' size by default).
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Actions

    /// The action for `event`: the delegate's, else `actions`' (never run here).
    open func action(forKey event: String) -> CAAction? {
        delegate?.action(for: self, forKey: event) ?? actions?[event]
    }

    /// Whether `point` (in this layer's coordinates) is inside the bounds.
    open func contains(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// The farthest descendant (or this layer) containing `point`, given in the
    /// superlayer's coordinates.
    open func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = point.applying(transformToSuperlayer.inverted())
        if masksToBounds, !contains(local) { return nil }
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    // MARK: Animatable values

    /// The value of an animatable key path (`opacity`, `position.x`, `transform.scale`, ...),
    /// or nil for one this layer does not animate. Subclasses add theirs.
    func presentationValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "opacity": return opacity
        case "position": return position
        case "position.x": return position.x
        case "position.y": return position.y
        case "bounds": return bounds
        case "bounds.size": return bounds.size
        case "bounds.size.width": return bounds.width
        case "bounds.size.height": return bounds.height
        case "bounds.origin": return bounds.origin
        case "anchorPoint": return anchorPoint
        case "zPosition": return zPosition
        case "transform", "sublayerTransform": return keyPath == "transform" ? transform : sublayerTransform
        case "transform.scale", "transform.scale.x": return transform.m11
        case "transform.scale.y": return transform.m22
        case "transform.rotation", "transform.rotation.z": return CGFloat(atan2(Double(transform.m12), Double(transform.m11)))
        case "transform.translation": return CGSize(width: transform.m41, height: transform.m42)
        case "transform.translation.x": return transform.m41
        case "transform.translation.y": return transform.m42
        case "backgroundColor": return backgroundColor
        case "cornerRadius": return cornerRadius
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "shadowOpacity": return shadowOpacity
        case "shadowRadius": return shadowRadius
        case "shadowOffset": return shadowOffset
        case "shadowColor": return shadowColor
        case "shadowPath": return shadowPath
        case "contents": return contents
        case "hidden", "isHidden": return isHidden
        default: return nil
        }
    }

    /// Sets an animatable key path; false when the layer has no such key path.
    @discardableResult
    func setPresentationValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        let number = AnimatedValue.number(value)
        switch keyPath {
        case "opacity": if let number { opacity = Float(number) }
        case "position": if let point = AnimatedValue.point(value) { position = point }
        case "position.x": if let number { position.x = number }
        case "position.y": if let number { position.y = number }
        case "bounds": if let rect = AnimatedValue.rect(value) { bounds = rect }
        case "bounds.size": if let size = AnimatedValue.size(value) { bounds.size = size }
        case "bounds.size.width": if let number { bounds.size.width = number }
        case "bounds.size.height": if let number { bounds.size.height = number }
        case "bounds.origin": if let point = AnimatedValue.point(value) { bounds.origin = point }
        case "anchorPoint": if let point = AnimatedValue.point(value) { anchorPoint = point }
        case "zPosition": if let number { zPosition = number }
        case "transform": if let t = AnimatedValue.transform(value) { transform = t }
        case "sublayerTransform": if let t = AnimatedValue.transform(value) { sublayerTransform = t }
        case "transform.scale":
            if let number { transform = Self.replacingScale(of: transform, x: number, y: number) }
        case "transform.scale.x": if let number { transform = Self.replacingScale(of: transform, x: number, y: nil) }
        case "transform.scale.y": if let number { transform = Self.replacingScale(of: transform, x: nil, y: number) }
        case "transform.rotation", "transform.rotation.z":
            if let number {
                let scale = (transform.m11 * transform.m11 + transform.m12 * transform.m12).squareRoot()
                let rotation = CATransform3DMakeRotation(number, 0, 0, 1)
                var t = CATransform3DScale(rotation, scale == 0 ? 1 : scale, scale == 0 ? 1 : scale, 1)
                (t.m41, t.m42) = (transform.m41, transform.m42)
                transform = t
            }
        case "transform.translation":
            if let size = AnimatedValue.size(value) { (transform.m41, transform.m42) = (size.width, size.height) }
        case "transform.translation.x": if let number { transform.m41 = number }
        case "transform.translation.y": if let number { transform.m42 = number }
        case "backgroundColor": backgroundColor = AnimatedValue.color(value)
        case "cornerRadius": if let number { cornerRadius = number }
        case "borderWidth": if let number { borderWidth = number }
        case "borderColor": borderColor = AnimatedValue.color(value)
        case "shadowOpacity": if let number { shadowOpacity = Float(number) }
        case "shadowRadius": if let number { shadowRadius = number }
        case "shadowOffset": if let size = AnimatedValue.size(value) { shadowOffset = size }
        case "shadowColor": shadowColor = AnimatedValue.color(value)
        case "shadowPath": shadowPath = value.map { $0 as? CGPath } ?? nil
        case "contents": contents = value
        case "hidden", "isHidden": if let flag = value as? Bool { isHidden = flag }
        default: return false
        }
        return true
    }

    private static func replacingScale(of t: CATransform3D, x: CGFloat?, y: CGFloat?) -> CATransform3D {
        let angle = atan2(Double(t.m12), Double(t.m11))
        let currentX = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), currentY = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
        var result = CATransform3DScale(CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1), x ?? currentX, y ?? currentY, 1)
        (result.m41, result.m42) = (t.m41, t.m42)
        return result
    }

    // MARK: Rendering

    /// Draws what the layer itself shows between its background and its sublayers: its
    /// `contents` image, else whatever `draw(in:)` draws (clipped to the bounds, as a
    /// backing store would be). Subclasses that draw shapes, gradients or text override it.
    func renderContents(in ctx: CGContext) {
        if let image = contents.flatMap({ $0 as? CGImage }) {
            ContentsPlacement.draw(image, in: bounds, gravity: contentsGravity, scale: contentsScale, contentsRect: contentsRect,
                                   contentsCenter: contentsCenter, into: ctx)
            return
        }
        ctx.saveGState()
        ctx.clip(to: bounds)
        draw(in: ctx)
        ctx.restoreGState()
    }

    /// Draws the sublayers in order (replicator layers draw them several times).
    func renderSublayers(in ctx: CGContext) {
        for sublayer in sublayersInDrawingOrder {
            sublayer.renderTree(in: ctx, placed: true)
        }
    }

    // MARK: Overridable members implemented in extensions

    // Core Animation lets a subclass override these; Swift cannot override a member declared
    // in an extension, so each is declared here and calls its implementation (the same name
    // with `base`) in CALayer+Geometry or CALayer+Rendering.

    /// The transform's plane part.
    open func affineTransform() -> CGAffineTransform { baseAffineTransform() }
    /// Sets the transform from a plane transform.
    open func setAffineTransform(_ m: CGAffineTransform) { baseSetAffineTransform(m) }
    /// `point` in this layer's coordinates, given in `layer`'s (or the root's when nil).
    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint { baseConvert(point, from: layer) }
    /// `point` in `layer`'s coordinates (or the root's when nil).
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint { baseConvert(point, to: layer) }
    /// `rect` in this layer's coordinates, given in `layer`'s.
    open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect { baseConvert(rect, from: layer) }
    /// `rect` in `layer`'s coordinates.
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect { baseConvert(rect, to: layer) }
    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinates.
    open func render(in ctx: CGContext) { baseRender(in: ctx) }
}
