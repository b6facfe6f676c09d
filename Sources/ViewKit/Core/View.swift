/// The base of every view, UIKit's `UIView`: a rectangle in its superview with a background,
/// border, corner radius, shadow and subviews, laid out by `layoutSubviews()` and drawn by
/// `draw(_:in:)`.
///
/// Views are plain classes, not bound to the main actor: a view tree belongs to the thread
/// that builds it, so different trees can be laid out and rendered in parallel.
open class View: LayoutItem {
    // MARK: Geometry

    private var storedFrame: Rect
    private var boundsOrigin = Point.zero

    /// The view's rectangle in its superview's coordinates. Setting a new size asks for
    /// layout.
    public var frame: Rect {
        get { storedFrame }
        set {
            let oldSize = storedFrame.size
            storedFrame = newValue
            if newValue.size != oldSize { setNeedsLayout() }
        }
    }

    /// The view's own coordinate space: its origin (usually zero) and its size.
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            let center = self.center
            frame = Rect(x: center.x - newValue.size.width / 2, y: center.y - newValue.size.height / 2,
                         width: newValue.size.width, height: newValue.size.height)
        }
    }

    /// The center of `frame`.
    public var center: Point {
        get { Point(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame.origin = Point(x: newValue.x - storedFrame.size.width / 2, y: newValue.y - storedFrame.size.height / 2)
        }
    }

    // MARK: Hierarchy

    /// The view this view is a subview of.
    public private(set) weak var superview: View?
    /// The subviews, back to front.
    public private(set) var subviews: [View] = []
    /// A number to find the view by (`viewWithTag(_:)`).
    public var tag = 0
    /// A name for reports and descriptions.
    public var accessibilityIdentifier: String?

    // MARK: Appearance

    /// The fill behind the content; `nil` draws nothing.
    public var backgroundColor: Color? { didSet { setNeedsDisplay() } }
    /// Opacity of the view and its subviews, composited as a group.
    public var alpha: Double = 1 { didSet { setNeedsDisplay() } }
    /// A hidden view draws nothing (a hidden arranged view of a stack view also takes no
    /// space).
    public var isHidden = false { didSet { if isHidden != oldValue { superview?.subviewVisibilityDidChange(self) } } }
    /// Whether content and subviews are clipped to the bounds (and their rounded corners).
    public var clipsToBounds = false
    /// The corner radius of the background, border, shadow and clip (`layer.cornerRadius`).
    public var cornerRadius: Double = 0
    /// The width of the border drawn inside the bounds (`layer.borderWidth`).
    public var borderWidth: Double = 0
    /// The border's color (`layer.borderColor`, black by default).
    public var borderColor: Color = .black
    /// The shadow's color (`layer.shadowColor`).
    public var shadowColor: Color = .black
    /// The shadow's opacity; 0 (the default) draws no shadow (`layer.shadowOpacity`).
    public var shadowOpacity: Double = 0
    /// Where the shadow falls, in points (`layer.shadowOffset`, (0, -3) by default).
    public var shadowOffset = Size(width: 0, height: -3)
    /// The shadow's blur radius in points (`layer.shadowRadius`, 3 by default).
    public var shadowRadius: Double = 3
    /// How content is placed in the bounds.
    public var contentMode = ContentMode.scaleToFill

    private var storedTintColor: Color?

    /// The color controls and template images are tinted with: the view's own, else its
    /// superview's, else system blue.
    public var tintColor: Color! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            tintColorDidChange()
        }
    }

    // MARK: Layout state

    /// Margins for content laid out inside the view (8 points each by default).
    public var layoutMargins = EdgeInsets(all: 8) { didSet { setNeedsLayout() } }
    var needsLayout = true
    var huggingPriorities: [LayoutAxis: LayoutPriority] = [.horizontal: .defaultLow, .vertical: .defaultLow]
    var compressionResistancePriorities: [LayoutAxis: LayoutPriority] = [.horizontal: .defaultHigh, .vertical: .defaultHigh]

    // MARK: Trait state

    /// The traits in effect for this view.
    public internal(set) var traitCollection = TraitCollection()
    /// Traits this view sets for itself and its subviews.
    public var traitOverrides = TraitOverrides() {
        didSet { if let parent = superview?.traitCollection ?? inheritedRootTraits { updateTraits(from: parent) } }
    }
    var hasTraits = false
    var inheritedRootTraits: TraitCollection?
    var traitChangeHandlers: [(View, TraitCollection) -> Void] = []

    /// Text engine the view tree sets text with; inherited from the superview.
    var storedTypesetter: Typesetter?
    /// What went wrong while this view drew itself last (an image that could not be drawn),
    /// reported with the render.
    var drawingErrors: [String] = []

    // MARK: Auto Layout state

    /// Whether the view's frame is fixed as set (true, the default for views made in code)
    /// or decided by constraints (false), as in UIKit.
    public var translatesAutoresizingMaskIntoConstraints = true { didSet { setNeedsLayout() } }
    /// Active constraints this view keeps (the nearest common ancestor of their items).
    var installedConstraints: [LayoutConstraint] = []
    /// Guides added with `addLayoutGuide(_:)`.
    public internal(set) var layoutGuides: [LayoutGuide] = []
    var storedMarginsGuide: LayoutGuide?
    var storedSafeAreaGuide: LayoutGuide?
    /// Insets added to the safe area inherited from the superview (a root view's safe area is
    /// this alone: a device's status bar and home indicator, say).
    public var additionalSafeAreaInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }
    /// The layout engine, on the root of a tree with constraints.
    var autoLayoutEngine: AutoLayoutEngine?

    /// Creates a view with `frame`.
    public init(frame: Rect = .zero) {
        storedFrame = frame
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot be added to itself or to one of its subviews")
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.autoLayoutEngine = nil
        if hasTraits { view.updateTraits(from: traitCollection) }
        didAddSubview(view)
        view.didMoveToSuperview()
        setNeedsLayout()
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling`.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves `view` to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard let superview else { return }
        // Constraints that tie this subtree to the rest of the tree go with it.
        var ancestor: View? = superview
        while let view = ancestor {
            for constraint in view.installedConstraints where constraint.involves(subtree: self) {
                view.removeConstraint(constraint)
            }
            ancestor = view.superview
        }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
        superview.setNeedsLayout()
    }

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this tree (this view included, depth first) with `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: View) {}
    /// Called after the view moved to a new superview (or was removed from one).
    open func didMoveToSuperview() {}
    /// Called when the tint color in effect may have changed.
    open func tintColorDidChange() {
        for subview in subviews where subview.storedTintColor == nil { subview.tintColorDidChange() }
    }

    /// Called when a subview's `isHidden` changed (stack views collapse hidden views).
    func subviewVisibilityDidChange(_ subview: View) {}

    // MARK: Layout

    /// Sets the subviews' frames. The default does nothing; override it to lay out in code
    /// (the frame-layout style), as UIKit calls it after the bounds change.
    open func layoutSubviews() {}

    /// The view's natural size from its content, or `noIntrinsicMetric` in a dimension it
    /// does not define (the default for both).
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The size the view would like within `size`. The default is the current size.
    open func sizeThatFits(_ size: Size) -> Size {
        bounds.size
    }

    /// The distance from the top of the view to the baseline of its first line of text,
    /// for baseline alignment; `nil` for views without text.
    open var firstBaselineOffsetFromTop: Double? { nil }

    /// The distance from the bottom of the view up to the baseline of its last line of text.
    open var lastBaselineOffsetFromBottom: Double? { nil }

    /// Where the first and last baselines sit relative to the view's vertical centre when
    /// its content is centred (labels), for baseline constraints; `nil` for views without
    /// text, whose baselines are their bottom edge.
    open var baselineOffsetsFromCenter: (first: Double, last: Double)? { nil }

    // MARK: Traits

    /// Called when the traits in effect changed, with the ones before (nil the first time).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Details for `recursiveDescription()` after the frame, e.g. a label's text.
    open var descriptionDetails: [String] { [] }

    // MARK: Drawing

    /// Draws the view's own content in `rect` (its bounds), above the background and below
    /// the subviews. The default draws nothing; override it for custom drawing.
    open func draw(_ rect: Rect, in canvas: Canvas) {}

    /// Marks the view's content as changed. Every render draws the whole tree, so this is
    /// kept for UIKit's vocabulary.
    public func setNeedsDisplay() {}
}
