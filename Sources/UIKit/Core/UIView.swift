/// A rectangle of an interface, UIKit's `UIView`: backed by a `CALayer` (geometry,
/// background, corners, border, shadow, opacity), laid out by `layoutSubviews()` and Auto
/// Layout, drawn by `draw(_:)`, with traits that flow down from its window and view
/// controllers. Main-actor isolated, as on iOS; a render runs a tree's work on one thread.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment, @preconcurrency CALayerDelegate {
    /// The class of the backing layer.
    open class var layerClass: AnyClass { CALayer.self }
    /// Whether the view relies on constraints for layout (UIKit then sets up the engine).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Read by `deinit` too, which is not isolated to the main actor.
    private nonisolated(unsafe) let storedLayer: CALayer
    /// The backing layer.
    open var layer: CALayer { storedLayer }

    /// Not a weak reference, so that views have no side table for their reference counts
    /// (every retain of a view with one takes the slow path): the superview keeps its
    /// subviews, and clears this in each of them when it goes (`deinit`) or lets one go.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) final var storedSuperview: UIView?
    /// The effective margins and safe area as an `InsetsMemo` reading last worked them out,
    /// with that reading's number.
    @exclusivity(unchecked) final var rememberedMargins: InsetsMemo.Slot = (0, .zero)
    @exclusivity(unchecked) final var rememberedSafeArea: InsetsMemo.Slot = (0, .zero)
    var storedSubviews: [UIView] = []
    /// The constraints that name this view as an item (they do not hold it weakly).
    @exclusivity(unchecked) nonisolated(unsafe) final var layoutItemReferences = LayoutItemReferences()
    /// The view controller whose root view this is.
    @exclusivity(unchecked) package weak var owningViewController: UIViewController?

    // MARK: Init

    /// A view with `frame`.
    public init(frame: CGRect) {
        storedLayer = LayerFactory.make(Self.layerClass)
        storedTraitCollection = UITraitCollection.current
        super.init()
        storedLayer.setOwningDelegate(self)
        storedLayer.frame = frame
    }

    /// A view decoded from a keyed coder (an `NSKeyedUnarchiver`): the bounds, center,
    /// visibility, autoresizing, tag, opacity, clipping and background color it holds under
    /// Interface Builder's keys (`UIView+Coding.swift`); storyboards and nibs themselves are
    /// not read here.
    public required init?(coder: NSCoder) {
        storedLayer = LayerFactory.make(Self.layerClass)
        storedTraitCollection = UITraitCollection.current
        super.init()
        storedLayer.setOwningDelegate(self)
        decodeViewProperties(from: coder)
        coder.decodeNibAttributes(of: self, level: UIView.self)
    }

    /// Encodes the view's basic properties under Interface Builder's keys; subclasses add
    /// theirs after calling super.
    open func encode(with coder: NSCoder) {
        encodeViewProperties(with: coder)
    }

    /// A view at the zero rectangle.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Clears the references to this view that are not weak, so that none is left pointing
    /// at freed memory: its subviews' superview, its layer's delegate, its guides' owner,
    /// its constraints' owner and the items of constraints that name it
    /// (`LayoutItemReferences`). Views hold no weak references to each other, because an
    /// object that one points at keeps its reference counts in a side table, and every
    /// retain and release of it then takes the runtime's slow path.
    deinit {
        // Read before `self` is used as a value, after which a deinit may not read them.
        let subviews = storedSubviews, layer = storedLayer, constraints = installedConstraints, guides = storedLayoutGuides
        let margins = storedMarginsGuide, safeArea = storedSafeAreaGuide, readable = storedReadableGuide
        layoutItemReferences.itemWillGo()
        for view in subviews where view.storedSuperview === self { view.storedSuperview = nil }
        layer.delegateWillGo(self)
        for guide in guides where guide.storedOwningView === self { guide.storedOwningView = nil }
        for guide in [margins, safeArea, readable] {
            if let guide, guide.storedOwningView === self { guide.storedOwningView = nil }
        }
        for constraint in constraints where constraint.owner === self { constraint.owner = nil }
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { storedLayer.frame }
        set {
            // The frame is kept as the layer's position and bounds, so a frame read back
            // can differ from the one set in the last bits (y + h/2 - h/2); setting it again
            // then leaves both as they were, and nothing changed.
            let oldPosition = storedLayer.position, oldBounds = storedLayer.bounds
            storedLayer.frame = newValue
            guard storedLayer.position != oldPosition || storedLayer.bounds != oldBounds else { return }
            geometryDidChange(oldSize: oldBounds.size)
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { storedLayer.bounds }
        set {
            let oldBounds = storedLayer.bounds
            guard newValue != oldBounds else { return }
            storedLayer.bounds = newValue
            geometryDidChange(oldSize: oldBounds.size)
        }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { storedLayer.position }
        set {
            guard newValue != storedLayer.position else { return }
            storedLayer.position = newValue
            frameInputDidChange()
        }
    }

    /// A transform applied around the center: the frame becomes the bounding box of the
    /// transformed bounds (UIKit calls the frame undefined then; reading it gives that box).
    /// Auto Layout keeps placing a transformed view by its untransformed size and center.
    open var transform: CGAffineTransform {
        get { storedLayer.affineTransform() }
        set {
            storedLayer.setAffineTransform(newValue)
            frameInputDidChange()
        }
    }

    /// The layer's 3D transform.
    open var transform3D: CATransform3D {
        get { storedLayer.transform }
        set { storedLayer.transform = newValue }
    }

    /// Pixels per point of the view's content (the trait collection's display scale).
    open var contentScaleFactor: CGFloat {
        get { traitCollection.displayScale > 0 ? traitCollection.displayScale : 1 }
        set {}
    }

    private func geometryDidChange(oldSize: CGSize) {
        frameInputDidChange()
        let newSize = storedLayer.bounds.size
        guard newSize != oldSize else { return }
        setNeedsLayout()
        if autoresizesSubviews { Autoresizing.resize(subviews, from: oldSize, to: newSize) }
        if contentMode == .redraw { setNeedsDisplay() }
    }

    // MARK: Hierarchy

    open var superview: UIView? { storedSuperview }
    open var subviews: [UIView] { storedSubviews }
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.storedSuperview
        }
        return nil
    }

    open override var next: UIResponder? { owningViewController ?? storedSuperview }

    /// A number to find the view by.
    @exclusivity(unchecked) open var tag = 0

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview or was removed.
    open func didMoveToSuperview() {}
    /// Called before the view moves into or out of a window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved into or out of a window.
    open func didMoveToWindow() {}

    // MARK: Appearance

    /// The fill behind the view's content; dynamic colors follow the traits.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            updateLayerColors()
        }
    }
    @exclusivity(unchecked) var storedBackgroundColor: UIColor?

    /// The opacity of the view and its subviews.
    open var alpha: CGFloat {
        get { CGFloat(storedLayer.opacity) }
        set { storedLayer.opacity = Float(newValue) }
    }

    /// Whether the view is hidden (a hidden arranged view of a stack view takes no space).
    open var isHidden: Bool {
        get { storedLayer.isHidden }
        set {
            guard newValue != storedLayer.isHidden else { return }
            storedLayer.isHidden = newValue
            (storedSuperview as? HiddenSubviewObserving)?.arrangedSubviewVisibilityDidChange(self)
            markEngineDirty()
        }
    }

    /// Whether content and subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { storedLayer.masksToBounds }
        set { storedLayer.masksToBounds = newValue }
    }

    open var isOpaque: Bool {
        get { storedLayer.isOpaque }
        set { storedLayer.isOpaque = newValue }
    }

    @exclusivity(unchecked) open var clearsContextBeforeDrawing = true
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    @exclusivity(unchecked) open var isMultipleTouchEnabled = false
    @exclusivity(unchecked) open var isExclusiveTouch = false

    /// How content is placed when the bounds change.
    @exclusivity(unchecked) open var contentMode = UIView.ContentMode.scaleToFill {
        didSet { contentModeDidChange() }
    }

    /// A view whose alpha masks this one.
    @exclusivity(unchecked) open var mask: UIView? {
        didSet {
            storedLayer.mask = mask?.layer
        }
    }

    /// The color controls and template images are tinted with: the view's own, else the
    /// superview's, else the window's (system blue).
    open var tintColor: UIColor! {
        get {
            let inherited = storedTintColor ?? storedSuperview?.tintColor ?? UIColor.systemBlue
            return tintAdjustmentMode == .dimmed ? UIColor.systemGray : inherited
        }
        set {
            storedTintColor = newValue
            tintColorDidChange()
            for subview in storedSubviews { subview.inheritedTintDidChange() }
        }
    }
    @exclusivity(unchecked) var storedTintColor: UIColor?

    /// Whether the tint is dimmed (when a modal view covers this one).
    @exclusivity(unchecked) open var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic {
        didSet { tintColorDidChange() }
    }

    /// Called when the tint color in effect changed.
    open func tintColorDidChange() {}

    /// Which way the view's content reads, whatever the traits say.
    @exclusivity(unchecked) open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
        didSet { InsetsMemo.somethingMoved() }
    }

    // MARK: Layout

    /// Lays out the subviews. The default gives constraint-based subviews the frames the
    /// layout engine solved (and custom layout guides their rectangles); override it to lay
    /// out in code, calling super first when the view has constraint-based subviews.
    open func layoutSubviews() {
        LayoutPass.placingEngine(for: self)?.placeSubviews(of: self)
    }

    /// The view's natural size from its content, `noIntrinsicMetric` where it has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size the view would like within `size`: its current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Updates the view's own constraints; called before layout after
    /// `setNeedsUpdateConstraints()`. Call super last.
    open func updateConstraints() {
        needsUpdateConstraintsFlag = false
    }

    /// How far the view's alignment rectangle (what constraints place) is inside its frame.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The view whose first baseline constraints align: by default `forLastBaselineLayout`'s,
    /// as UIKit documents.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose last baseline constraints align (this one by default).
    open var forLastBaselineLayout: UIView { self }
    /// The view whose baseline baseline constraints used before iOS 9 (this one by default;
    /// deprecated, kept for subclasses that still override it).
    open func forBaselineLayout() -> UIView { self }

    /// Called when the layout margins changed.
    open func layoutMarginsDidChange() {}
    /// Called when the safe area changed.
    open func safeAreaInsetsDidChange() {}

    /// The smallest (or largest) size the view's constraints allow around `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it nearest `targetSize`, each dimension held to
    /// the target with its fitting priority (`.required` fixes it).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        FittingSize.compute(for: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: Drawing

    /// Draws the view's content in `rect` (its bounds), over its background and under its
    /// subviews, into `UIGraphicsGetCurrentContext()`. The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Asks for the content to be drawn again (every render draws the whole tree).
    open func setNeedsDisplay() {
        storedLayer.setNeedsDisplay()
    }

    /// Asks for part of the content to be drawn again.
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        storedLayer.setNeedsDisplay(invalidRect)
    }

    // MARK: Traits

    @exclusivity(unchecked) var storedTraitCollection: UITraitCollection
    /// The traits in effect: the superview's (or view controller's, or window's) with this
    /// view's overrides.
    open var traitCollection: UITraitCollection { storedTraitCollection }

    /// The smallest text size (content size category) the view and its subviews take; nil,
    /// the default, sets no limit (iOS 15; see UIView+ContentSizeCategoryLimits.swift).
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        get { contentSizeCategoryLimits.minimum }
        set {
            contentSizeCategoryLimits.minimum = newValue
            resolveTraits()
        }
    }
    /// The largest text size (content size category) the view and its subviews take; nil,
    /// the default, sets no limit. A maximum below the minimum wins over it.
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        get { contentSizeCategoryLimits.maximum }
        set {
            contentSizeCategoryLimits.maximum = newValue
            resolveTraits()
        }
    }
    /// The view and its superviews, each with its content size category and its limits.
    open var appliedContentSizeCategoryLimitsDescription: String { contentSizeCategoryLimitsDescription }

    /// Called when the traits changed, with the ones before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Interface Builder

    /// Called when the view was loaded from a nib (never, here; kept for the API).
    open override func awakeFromNib() {}

    /// Called on an `@IBDesignable` view before Interface Builder draws it; the catalog calls
    /// it on views it builds for display, and only there.
    open func prepareForInterfaceBuilder() {}

    // MARK: Hit testing

    /// The deepest visible, interactive descendant containing `point` (in this view's
    /// coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Gestures

    /// Whether a gesture recognizer may begin on this view.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Accessibility

    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    @exclusivity(unchecked) open var accessibilityTraits = UIAccessibilityTraits.none
    @exclusivity(unchecked) open var isAccessibilityElement = false
    @exclusivity(unchecked) open var accessibilityElementsHidden = false
    @exclusivity(unchecked) open var accessibilityViewIsModal = false
    @exclusivity(unchecked) open var shouldGroupAccessibilityChildren = false
    open var accessibilityLanguage: String?
    open var accessibilityElements: [Any]?
    open var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame ?? convert(bounds, to: nil) }
        set { storedAccessibilityFrame = newValue }
    }
    @exclusivity(unchecked) var storedAccessibilityFrame: CGRect?
    /// What the accessibility members below keep (`UIView+Accessibility.swift` has the rest).
    var accessibility = AccessibilityStorage()

    /// The label with attributes; kept in step with `accessibilityLabel`.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// The hint with attributes; kept in step with `accessibilityHint`.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    /// The value with attributes; kept in step with `accessibilityValue`.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    /// Actions offered besides activation (VoiceOver's Actions rotor).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibility.customActions }
        set { accessibility.customActions = newValue }
    }
    /// Whether the view responds to touches (false until set; iOS derives a default).
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibility.respondsToUserInteraction }
        set { accessibility.respondsToUserInteraction = newValue }
    }
    /// Words a user can say to activate the view (Voice Control): the label when none set.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibility.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibility.userInputLabels = newValue }
    }
    /// The kind of container the view is for its accessibility elements.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibility.containerType }
        set { accessibility.containerType = newValue }
    }
    /// How assistive technologies move through the view's elements.
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { accessibility.navigationStyle }
        set { accessibility.navigationStyle = newValue }
    }
    /// A path outlining the view, in screen coordinates (nil: the frame).
    open var accessibilityPath: UIBezierPath? {
        get { accessibility.path }
        set { accessibility.path = newValue }
    }
    /// The point activated on a double tap: the accessibility frame's center unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibility.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }
    /// What kind of text the view shows, for how VoiceOver reads it.
    open var accessibilityTextualContext: UIAccessibilityTextualContext? {
        get { accessibility.textualContext }
        set { accessibility.textualContext = newValue }
    }
    /// Whether Smart Invert leaves the view alone (photos, video).
    open var accessibilityIgnoresInvertColors: Bool {
        get { accessibility.ignoresInvertColors }
        set { accessibility.ignoresInvertColors = newValue }
    }

    /// Performs the view's default action; false: none (override to handle it).
    open func accessibilityActivate() -> Bool { false }
    /// Increases an adjustable view's value (override to handle it).
    open func accessibilityIncrement() {}
    /// Decreases an adjustable view's value (override to handle it).
    open func accessibilityDecrement() {}
    /// Scrolls in `direction`; false: not handled.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Dismisses a modal view; false: not handled.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the app's most important action; false: not handled.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// Called when an assistive technology focused the view (never, here).
    open func accessibilityElementDidBecomeFocused() {}
    /// Called when an assistive technology's focus left the view (never, here).
    open func accessibilityElementDidLoseFocus() {}
    /// Whether an assistive technology has the view in focus: false (none runs).
    open func accessibilityElementIsFocused() -> Bool { false }
    /// How many accessibility elements the view contains: `accessibilityElements`' count.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The accessibility element at `index` of `accessibilityElements`.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// Where `element` is in `accessibilityElements` (`NSNotFound` when absent).
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: Layer delegate

    /// Runs the view's layout when its layer lays out: its view controller's
    /// `viewWillLayoutSubviews()`, `layoutSubviews()`, then `viewDidLayoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) {
        runLayoutSubviews()
    }

    private func runLayoutSubviews() {
        let controller = owningViewController
        controller?.traitCollection.performAsCurrent { controller?.viewWillLayoutSubviews() }
        traitCollection.performAsCurrent { layoutSubviews() }
        controller?.traitCollection.performAsCurrent { controller?.viewDidLayoutSubviews() }
    }

    /// Draws the view's content: `draw(_:)` with the layer's context as the current one and
    /// the view's traits as the current ones.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        drawContent(in: ctx)
    }

    private func drawContent(in ctx: CGContext) {
        drawingErrors = []
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        traitCollection.performAsCurrent {
            draw(bounds)
        }
    }

    /// The action the layer runs for a change of `event`; nil, so the layer's own `actions`
    /// decide (no implicit animation runs here). Subclasses override it as on iOS.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }

    open override var description: String {
        // Described in full on the main actor; elsewhere (a log line on another thread) by
        // class and address only, since the rest is main-actor state.
        MainThread.isMain ? MainThread.onMainActor { describe() } : "<\(type(of: self)): \(LayoutNumber.hexAddress(self))>"
    }

    private func describe() -> String {
        "<" + (["\(typeName): \(LayoutNumber.hexAddress(self))"] + descriptionParts).joined(separator: "; ") + ">"
    }

    /// The description without the address, which changes every run (for hierarchy
    /// snapshots).
    package var stableDescription: String {
        "<" + ([typeName] + descriptionParts).joined(separator: "; ") + ">"
    }

    private var descriptionParts: [String] {
        var parts = ["frame = \(frame.layoutDescription)"]
        if isHidden { parts.append("hidden = YES") }
        return parts + descriptionDetails
    }

    /// Details for `description` after the frame (a label's text, say).
    package var descriptionDetails: [String] { [] }

    /// The margins the view has when nobody set them (nil: 8 points a side); table views,
    /// cells and their content views answer the system's list margins.
    package var systemDefaultLayoutMargins: UIEdgeInsets? { nil }

    // MARK: Package state

    @exclusivity(unchecked) var needsUpdateConstraintsFlag = true
    /// The margins set on the view, as set: edges (`layoutMargins`) or directions
    /// (`directionalLayoutMargins`, which follow the layout direction); nil until set.
    var assignedLayoutMargins: AssignedMargins?
    @exclusivity(unchecked) final var huggingPriorities = AxisPriorities(.defaultLow)
    @exclusivity(unchecked) final var compressionResistancePriorities = AxisPriorities(.defaultHigh)
    var installedConstraints: [NSLayoutConstraint] = []
    var storedLayoutGuides: [UILayoutGuide] = []
    @exclusivity(unchecked) var storedMarginsGuide: UILayoutGuide?
    @exclusivity(unchecked) var storedSafeAreaGuide: UILayoutGuide?
    @exclusivity(unchecked) var storedReadableGuide: UILayoutGuide?
    /// The engine kept on this view: the tree's when the view is a root, its layout
    /// island's when it hosts one (`hostsOwnLayoutEngine`).
    @exclusivity(unchecked) package var autoLayoutEngine: AutoLayoutEngine?
    /// Whether the view's subtree may be solved by an engine of its own (a cell's content
    /// view): its frame is set in code, so when no constraint crosses its edge, what is
    /// inside depends only on its size.
    @exclusivity(unchecked) package final var hostsOwnLayoutEngine = false
    /// Whether the enclosing engine's last solve found that no constraint crosses this
    /// host's edge (its subtree is then a layout island, left out of that engine).
    @exclusivity(unchecked) final var layoutIslandIsClosed = false
    var storedTraitOverrides = UITraitOverrides()
    var traitRegistrations: [TraitChangeRegistration] = []
    /// The subviews and constraints an Interface Builder document installs per size class.
    var nibTraitInstalls: NibTraitInstalls?
    @exclusivity(unchecked) var lastSafeAreaInsets: UIEdgeInsets?
    @exclusivity(unchecked) var lastLayoutMargins: UIEdgeInsets?
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    var storedInteractions: [UIInteraction] = []
    /// Whether the view's traits were ever resolved in a hierarchy.
    @exclusivity(unchecked) var hasResolvedTraits = false
    /// `minimumContentSizeCategory` and `maximumContentSizeCategory`.
    var contentSizeCategoryLimits: (minimum: UIContentSizeCategory?, maximum: UIContentSizeCategory?) = (nil, nil)
    /// What went wrong while the view drew itself last, reported with the render.
    package var drawingErrors: [String] = []

    /// Tells the view the width the layout engine solved for it; views whose intrinsic
    /// height depends on their width (multi-line labels) measure again and return true
    /// when their intrinsic size changed, and the engine solves again.
    package func engineDidAssignWidth(_ width: CGFloat) -> Bool { false }

    /// Where the first and last baselines sit relative to the vertical center of the
    /// view's intrinsic size, for baseline constraints; nil for views without text.
    package var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? { nil }

    /// The view's text baselines from its top in its current bounds (labels), for stack
    /// views aligned by baseline.
    package var baselinesFromTop: (first: CGFloat, last: CGFloat)? { nil }

    /// Called when `contentMode` changed (image views place their image again).
    package func contentModeDidChange() {
        setNeedsDisplay()
    }

    /// Called when the view's traits changed, before `traitCollectionDidChange` (labels
    /// resize their fonts, controls re-resolve colors).
    package func traitsDidChange(from previous: UITraitCollection?) {}

    // MARK: Managing subviews

    /// Adds `view` on top of the subviews (moving it from its old superview).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            RenderIssues.report("\(view.layoutItemName) cannot be added to itself or to one of its subviews; it was not added.")
            return
        }
        if view.storedSuperview === self, let current = storedSubviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            syncSublayerOrder(of: view)
            return
        }
        let oldWindow = view.window, newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        let place = min(max(index, 0), storedSubviews.count)
        storedSubviews.insert(view, at: place)
        view.storedSuperview = self
        InsetsMemo.somethingMoved()
        syncSublayerOrder(of: view, at: place)
        // A root's engine goes (the tree it joins has one); a layout island keeps its own.
        if !view.hostsOwnLayoutEngine { view.autoLayoutEngine = nil }
        view.resolveTraits()
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        setNeedsLayout()
        markEngineDirty()
    }

    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? storedSubviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: storedSubviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    /// Swaps the subviews at two indexes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
        syncSublayerOrder(of: storedSubviews[index1])
        syncSublayerOrder(of: storedSubviews[index2])
    }

    /// Moves `view` to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: storedSubviews.count)
    }

    /// Moves `view` to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview (and the constraints that tie it to the rest of
    /// the tree).
    open func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        superview.willRemoveSubview(self)
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
        superview.setNeedsLayout()
        superview.markEngineDirty()
    }

    // MARK: Laying out

    /// Asks for `layoutSubviews()` at the next layout pass.
    open func setNeedsLayout() {
        storedLayer.setNeedsLayout()
    }

    /// Lays out the tree the view is in, now, if any of it asked for layout: constraints
    /// updated, solved and applied, then `layoutSubviews()` top down; labels that wrap are
    /// measured again at the width they got and the tree solved again, as UIKit does.
    open func layoutIfNeeded() {
        LayoutPass.run(from: rootView)
    }

    /// Tells the layout that the view's natural size changed.
    open func invalidateIntrinsicContentSize() {
        markEngineDirty(.intrinsicSize(self))
        storedSuperview?.setNeedsLayout()
        storedSuperview?.intrinsicContentSizeOfSubviewDidChange(self)
    }

    /// Whether the view's frame is set in code (true, the default for views made in code)
    /// or by constraints (false).
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { markEngineDirty() } }
    }

    /// How the view follows its superview's size when its frame is set in code.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews follow this view's size changes by their `autoresizingMask`.
    @exclusivity(unchecked) open var autoresizesSubviews = true

    /// Asks for `updateConstraints()` before the next layout.
    open func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markEngineDirty()
    }

    /// Whether the view asked for `updateConstraints()`.
    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs `updateConstraints()` on the subtree where asked, subviews first.
    open func updateConstraintsIfNeeded() {
        for subview in storedSubviews { subview.updateConstraintsIfNeeded() }
        if needsUpdateConstraintsFlag || (type(of: self).requiresConstraintBasedLayout && !hasUpdatedConstraintsOnce) {
            hasUpdatedConstraintsOnce = true
            if let controller = owningViewController {
                // A root view's constraints are its controller's to update; the default
                // updateViewConstraints() calls the view's updateConstraints().
                controller.traitCollection.performAsCurrent { controller.updateViewConstraints() }
            } else {
                updateConstraints()
            }
            needsUpdateConstraintsFlag = false
        }
    }

    // MARK: Margins and safe area

    /// The margins content is laid out within: the view's own (8 points each by default),
    /// plus the safe area where `insetsLayoutMarginsFromSafeArea`, at least the superview's
    /// where `preservesSuperviewLayoutMargins`.
    open var layoutMargins: UIEdgeInsets {
        get { LayoutMargins.effective(of: self) }
        set {
            assignedLayoutMargins = .edges(newValue)
            layoutMarginsChanged()
        }
    }

    /// The layout margins with leading and trailing edges.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return isRightToLeft
                ? NSDirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
                : NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            assignedLayoutMargins = .directional(newValue)
            layoutMarginsChanged()
        }
    }

    /// Whether the superview's margins also apply where they overlap this view.
    @exclusivity(unchecked) open var preservesSuperviewLayoutMargins = false {
        didSet { layoutMarginsChanged() }
    }

    /// Whether the margins are measured from the safe area (true by default).
    @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea = true {
        didSet { layoutMarginsChanged() }
    }

    /// The parts of the view covered by bars and the device's edges: the superview's safe
    /// area where it overlaps this view, plus a view controller's additional insets.
    open var safeAreaInsets: UIEdgeInsets { SafeArea.insets(of: self) }

    // MARK: Constraints

    /// The active constraints this view keeps.
    open var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Keeps `constraint` on this view (activates it). Prefer `isActive` and
    /// `NSLayoutConstraint.activate(_:)`, which find the right view.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owner == nil else { return }
        constraint.owner = self
        installedConstraints.append(constraint)
        constraintsDidChange()
    }

    /// Keeps each constraint.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    /// Removes `constraint` (deactivates it).
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owner === self else { return }
        installedConstraints.removeAll { $0 === constraint }
        constraint.owner = nil
        constraintsDidChange()
    }

    /// Removes each constraint.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(removeConstraint)
    }

    @exclusivity(unchecked) var hasUpdatedConstraintsOnce = false

    /// Called when a subview's intrinsic size changed (stack views re-measure).
    func intrinsicContentSizeOfSubviewDidChange(_ subview: UIView) {}

    // MARK: Overridable members implemented in extensions

    // UIKit lets a subclass override these; Swift cannot override a member declared in an
    // extension, so each is declared here and calls its implementation (the same name with
    // `base`) in UIView+Constraints, +Coordinates, +Tree, +Traits or +Gestures.

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }


    /// The guide following the bounds less `layoutMargins`.
    open var layoutMarginsGuide: UILayoutGuide { baseLayoutMarginsGuide }
    /// The guide following the bounds less `safeAreaInsets`.
    open var safeAreaLayoutGuide: UILayoutGuide { baseSafeAreaLayoutGuide }
    /// The margins guide, narrowed to a comfortable reading width where the view is wide.
    open var readableContentGuide: UILayoutGuide { baseReadableContentGuide }
    /// The guide for the keyboard's place in the view, added to the view the first time it is
    /// asked for. On Linux the keyboard stays hidden (`UIKeyboardLayoutGuide`).
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let existing = storedLayoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first(where: { $0.kind == .keyboard }) {
            return existing
        }
        let guide = UIKeyboardLayoutGuide()
        baseAddLayoutGuide(guide)
        return guide
    }
    /// The guides added with `addLayoutGuide(_:)`.
    open var layoutGuides: [UILayoutGuide] { storedLayoutGuides }
    /// Adds a guide that constraints can place.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { baseAddLayoutGuide(layoutGuide) }
    /// Removes a guide added with `addLayoutGuide(_:)` (and the constraints on it).
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { baseRemoveLayoutGuide(layoutGuide) }

    /// How strongly the view resists growing past its intrinsic size along `axis`.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { baseContentHuggingPriority(for: axis) }
    /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        baseSetContentHuggingPriority(priority, for: axis)
    }
    /// How strongly the view resists shrinking below its intrinsic size along `axis`.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        baseContentCompressionResistancePriority(for: axis)
    }
    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        baseSetContentCompressionResistancePriority(priority, for: axis)
    }

    /// The alignment rectangle (what constraints place) of a frame.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { baseAlignmentRect(forFrame: frame) }
    /// The frame around an alignment rectangle.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { baseFrame(forAlignmentRect: alignmentRect) }
    /// Whether the constraints leave this view's frame undecided.
    open var hasAmbiguousLayout: Bool { baseHasAmbiguousLayout }
    /// Reports an ambiguous layout (UIKit moves the view to another possible frame).
    open func exerciseAmbiguityInLayout() { baseExerciseAmbiguityInLayout() }
    /// The constraints that affect the view's position or size along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        baseConstraintsAffectingLayout(for: axis)
    }

    /// `point` from this view's coordinates into `view`'s (the window's, for nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { baseConvert(point, to: view) }
    /// `point` from `view`'s coordinates (the window's, for nil) into this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { baseConvert(point, from: view) }
    /// `rect` from this view's coordinates into `view`'s.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { baseConvert(rect, to: view) }
    /// `rect` from `view`'s coordinates into this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { baseConvert(rect, from: view) }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool { baseIsDescendant(of: view) }
    /// The first view in this tree (this one included, depth first) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? { baseViewWithTag(tag) }
    /// The direction the view lays out in: its semantic attribute, else its traits'.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { baseEffectiveUserInterfaceLayoutDirection }
    /// The direction for `attribute`.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        baseUserInterfaceLayoutDirection(for: attribute)
    }

    /// The interface style this view forces on itself and its subviews (iOS 13).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { baseOverrideUserInterfaceStyle }
        set { baseOverrideUserInterfaceStyle = newValue }
    }
    /// Brings the traits up to date now.
    open func updateTraitsIfNeeded() { baseUpdateTraitsIfNeeded() }

    /// The recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { baseGestureRecognizers }
        set { baseGestureRecognizers = newValue }
    }
    /// Attaches `gestureRecognizer` (moving it from another view).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { baseAddGestureRecognizer(gestureRecognizer) }
    /// Detaches `gestureRecognizer`.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { baseRemoveGestureRecognizer(gestureRecognizer) }
}
