/// A view whose content is larger than itself, UIKit's `UIScrollView`: the content offset is
/// the bounds' origin (subviews are placed in content coordinates and the visible part is the
/// bounds), the content size says how far it scrolls, insets leave room for bars. Clips to
/// its bounds. Under Auto Layout, constraints to `contentLayoutGuide` size the content and
/// constraints to `frameLayoutGuide` follow the scroll view's frame. Scrolling never
/// happens by touch in a render; offsets set in code are honoured.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The guide whose edges are the content's (its size becomes `contentSize` when
    /// constraints determine it).
    public let contentLayoutGuide = UILayoutGuide()
    /// The guide whose edges are the scroll view's frame, whatever the offset.
    public let frameLayoutGuide = UILayoutGuide()

    private var contentGuideConstraints: [NSLayoutConstraint] = []
    private var frameGuideConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) private var isApplyingGuideSize = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
        coder.decodeNibAttributes(of: self, level: UIScrollView.self)
    }

    private func setUpScrollView() {
        clipsToBounds = true
        contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
        frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        // The engine places subviews in content coordinates (it ignores bounds origins, as
        // UIKit's does), so the content guide starts at the scroll view's top left and the
        // frame guide is moved by the offset: what is pinned to it stays on screen.
        let frameEdges = [
            frameLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
            frameLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
            frameLayoutGuide.widthAnchor.constraint(equalTo: widthAnchor),
            frameLayoutGuide.heightAnchor.constraint(equalTo: heightAnchor),
        ]
        // The content guide is as large as `contentSize` unless content constraints say
        // otherwise.
        let contentEdges = [
            contentLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
            contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
            contentLayoutGuide.widthAnchor.constraint(equalToConstant: 0),
            contentLayoutGuide.heightAnchor.constraint(equalToConstant: 0),
        ]
        contentEdges[2].priority = UILayoutPriority(50)
        contentEdges[3].priority = UILayoutPriority(50)
        for (constraint, name) in zip(frameEdges, ["left", "top", "width", "height"]) {
            constraint.systemName = "UIScrollView-frameLayoutGuide-\(name)"
        }
        for (constraint, name) in zip(contentEdges, ["left", "top", "width", "height"]) {
            constraint.systemName = "UIScrollView-contentLayoutGuide-\(name)"
        }
        contentGuideConstraints = contentEdges
        frameGuideConstraints = frameEdges
        addConstraints(frameEdges + contentEdges)
    }

    // MARK: Content

    /// The size of the content (zero by default).
    @exclusivity(unchecked) open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            if !isApplyingGuideSize { updateContentGuideConstants() }
            delegateSizeDidChange()
        }
    }

    /// Where the content's origin is relative to the scroll view's top left: the bounds'
    /// origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            offsetWasSet = true
            moveBounds(to: newValue)
        }
    }
    /// Whether code set the offset (until then the content rests at its top left).
    @exclusivity(unchecked) private var offsetWasSet = false

    private func moveBounds(to newValue: CGPoint) {
        guard newValue != bounds.origin else { return }
        var rect = bounds
        rect.origin = newValue
        bounds = rect
        updateContentGuideConstants()
        refreshControl?.placeAboveContent()
        delegate?.scrollViewDidScroll(self)
    }

    /// Sets the offset (at once: renders show the end state).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Extra room around the content that scrolling can reach.
    @exclusivity(unchecked) open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            adjustedContentInsetDidChange()
        }
    }

    /// How the safe area adds to `contentInset`.
    @exclusivity(unchecked) open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { adjustedContentInsetDidChange() }
    }

    /// Whether the scroll indicators' insets follow the adjusted content inset (true).
    @exclusivity(unchecked) open var automaticallyAdjustsScrollIndicatorInsets = true

    /// `contentInset` plus the safe-area insets the adjustment behavior adds, as UIKit's
    /// documentation describes: `.always` adds all of them; `.scrollableAxes` adds the top and
    /// bottom ones when the content is taller than the view (or it always bounces
    /// vertically) and the sides when it is wider (or always bounces horizontally);
    /// `.automatic` does the same and also always adds the top and bottom ones when the view
    /// is a view controller's view, or the first subview of its view, shown by a navigation
    /// or tab bar controller (unless the controller's `automaticallyAdjustsScrollViewInsets`
    /// is false); `.never` adds none.
    /// While a refresh control refreshes, the top also holds its height (60 points), as
    /// UIKit applies it (docs/UIKIT-CONTROLS.md).
    open var adjustedContentInset: UIEdgeInsets {
        let added = safeAreaAdjustment
        return UIEdgeInsets(top: contentInset.top + added.top + refreshControlInset, left: contentInset.left + added.left,
                            bottom: contentInset.bottom + added.bottom, right: contentInset.right + added.right)
    }

    /// The refresh control shown above the content when the user pulls it down (nil by
    /// default); it stays hidden at rest and shows its spinner while refreshing.
    @exclusivity(unchecked) open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            setNeedsLayout()
        }
    }

    /// The height a refreshing refresh control adds to the top of the adjusted inset.
    @exclusivity(unchecked) package var refreshControlInset: CGFloat = 0 {
        didSet { if refreshControlInset != oldValue { adjustedContentInsetDidChange() } }
    }

    /// The part of the safe area the adjustment behavior adds to `contentInset`; the content
    /// no longer sees that part as unsafe (`SafeArea`).
    var safeAreaAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
        let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return .zero
        case .always:
            vertical = true
            horizontal = true
        case .scrollableAxes:
            vertical = scrollsVertically
            horizontal = scrollsHorizontally
        case .automatic:
            // The controller's own scroll view: its view, or the first of its view's subviews.
            let controller = owningViewController ?? (superview?.subviews.first === self ? superview?.owningViewController : nil)
            let adjusts = controller?.adjustsScrollViewInsets == true
            vertical = scrollsVertically || adjusts && (controller?.navigationController != nil || controller?.tabBarController != nil)
            horizontal = scrollsHorizontally
        }
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    @exclusivity(unchecked) private var lastSafeAreaAdjustment = UIEdgeInsets.zero

    /// When the safe-area part of the adjusted inset changed and the content was at its top
    /// left, keeps it there (UIKit starts content below bars this way); tells the delegate.
    private func followAdjustedContentInset() {
        let added = safeAreaAdjustment
        guard added != lastSafeAreaAdjustment else { return }
        let old = lastSafeAreaAdjustment
        lastSafeAreaAdjustment = added
        let restingOffset = CGPoint(x: -(contentInset.left + old.left), y: -(contentInset.top + old.top))
        if !offsetWasSet || contentOffset == restingOffset {
            moveBounds(to: CGPoint(x: -(contentInset.left + added.left), y: -(contentInset.top + added.top)))
        }
        adjustedContentInsetDidChange()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        followAdjustedContentInset()
    }

    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Insets of both scroll indicators.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// The vertical indicator's insets.
    @exclusivity(unchecked) open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The horizontal indicator's insets.
    @exclusivity(unchecked) open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    // MARK: Behavior

    /// Whether the user can scroll (true).
    @exclusivity(unchecked) open var isScrollEnabled = true
    /// Whether scrolling locks to one axis (stored only).
    @exclusivity(unchecked) open var isDirectionalLockEnabled = false
    /// Whether scrolling stops on page boundaries (stored only).
    @exclusivity(unchecked) open var isPagingEnabled = false
    /// Whether a status bar tap scrolls to the top (stored only).
    @exclusivity(unchecked) open var scrollsToTop = true
    /// Whether the content bounces past its edges (true).
    @exclusivity(unchecked) open var bounces = true
    /// Whether zooming bounces past the limits (stored only).
    @exclusivity(unchecked) open var bouncesZoom = true
    /// Whether the content bounces vertically even when it fits (counts as scrolling vertically for the insets).
    @exclusivity(unchecked) open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits (counts as scrolling horizontally for the insets).
    @exclusivity(unchecked) open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while scrolling (true). iOS hides indicators at
    /// rest, so a render draws none (docs/UIKIT-CONTROLS.md).
    @exclusivity(unchecked) open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling.
    @exclusivity(unchecked) open var showsHorizontalScrollIndicator = true
    /// The indicators' look (stored only).
    @exclusivity(unchecked) open var indicatorStyle = IndicatorStyle.default
    /// How quickly scrolling slows (stored only).
    @exclusivity(unchecked) open var decelerationRate = DecelerationRate.normal
    /// How dragging dismisses the keyboard (stored only).
    @exclusivity(unchecked) open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether touches wait to see if they scroll (stored only).
    @exclusivity(unchecked) open var delaysContentTouches = true
    /// Whether scrolling cancels touches in the content (stored only).
    @exclusivity(unchecked) open var canCancelContentTouches = true
    /// Whether the user touches the content (never in a render).
    open var isTracking: Bool { false }
    /// Whether the user drags the content (never in a render).
    open var isDragging: Bool { false }
    /// Whether the content moves after a drag (never in a render).
    open var isDecelerating: Bool { false }
    /// Whether the user zooms (never in a render).
    open var isZooming: Bool { false }
    /// Whether zooming bounces back (never in a render).
    open var isZoomBouncing: Bool { false }

    /// The delegate told about scrolling and asked for the view to zoom.
    @exclusivity(unchecked) open weak var delegate: UIScrollViewDelegate?

    /// Scrolls the least amount that shows `rect` (in content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        var offset = contentOffset
        let visible = CGRect(x: offset.x + inset.left, y: offset.y + inset.top,
                             width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - inset.left }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - inset.top }
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        setContentOffset(offset, animated: animated)
    }

    /// Shows the scroll indicators briefly. iOS fades them out again within a second, and a
    /// render shows the end state, so nothing is drawn (docs/UIKIT-CONTROLS.md).
    open func flashScrollIndicators() {}

    // MARK: Zooming

    /// The smallest zoom scale (1).
    @exclusivity(unchecked) open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (1).
    @exclusivity(unchecked) open var maximumZoomScale: CGFloat = 1

    /// The scale of the view the delegate zooms (1 by default); setting it scales that view.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    @exclusivity(unchecked) private var storedZoomScale: CGFloat = 1

    /// Sets the zoom scale, clamped to the minimum and maximum, scaling the delegate's
    /// view for zooming and the content size with it.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        guard clamped != storedZoomScale else { return }
        let zoomed = delegate?.viewForZooming(in: self)
        if let zoomed {
            delegate?.scrollViewWillBeginZooming(self, with: zoomed)
            let unscaled = zoomed.bounds.size
            zoomed.transform = CGAffineTransform(scaleX: clamped, y: clamped)
            zoomed.center = CGPoint(x: unscaled.width * clamped / 2, y: unscaled.height * clamped / 2)
            contentSize = CGSize(width: unscaled.width * clamped, height: unscaled.height * clamped)
        }
        storedZoomScale = clamped
        delegate?.scrollViewDidZoom(self)
        if let zoomed { delegate?.scrollViewDidEndZooming(self, with: zoomed, atScale: clamped) }
    }

    /// Zooms so `rect` (in the zoomed view's coordinates) fills the bounds.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        setContentOffset(CGPoint(x: rect.minX * zoomScale, y: rect.minY * zoomScale), animated: animated)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentGuideSize()
        followAdjustedContentInset()
        refreshControl?.placeAboveContent()
    }

    /// When constraints on the content guide decide its size, that size is the content
    /// size (UIKit's behavior under Auto Layout).
    private func adoptContentGuideSize() {
        guard isContentGuideConstrainedByContent else { return }
        let size = contentLayoutGuide.layoutFrame.size
        guard size != contentSize, size.width >= 0, size.height >= 0 else { return }
        isApplyingGuideSize = true
        contentSize = size
        isApplyingGuideSize = false
        updateContentGuideConstants()
    }

    /// Whether any constraint besides the scroll view's own ties the content guide (or the
    /// scroll view's edges to a view inside it, which means the same). A constraint lives on
    /// a common ancestor of its items (UIKit refuses one added anywhere else), and the guide
    /// belongs to the scroll view, so only the scroll view and its superviews can hold one:
    /// the content, however many rows it has, is not walked.
    private var isContentGuideConstrainedByContent: Bool {
        var holder: UIView? = self
        while let view = holder {
            for constraint in view.constraints where constraint.systemName == nil && constraint.isActive {
                if let first = constraint.firstItem,
                   UIScrollView.layoutItem(first, constraint.firstAttribute, relatedTo: constraint.secondItem) === contentLayoutGuide {
                    return true
                }
                if let second = constraint.secondItem,
                   UIScrollView.layoutItem(second, constraint.secondAttribute, relatedTo: constraint.firstItem) === contentLayoutGuide {
                    return true
                }
            }
            holder = view.superview
        }
        return false
    }

    /// The item a constraint really relates: a scroll view's content layout guide in place of
    /// the scroll view for its edges (plain or margin-less) in constraints with a view or guide
    /// inside it, as UIKit reads them; else `item` itself.
    package static func layoutItem(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?) -> AnyObject {
        guard let scrollView = item as? UIScrollView, let other else { return item }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: break
        default: return item
        }
        let otherView: UIView?
        switch other {
        case let view as UIView: otherView = view
        case let guide as UILayoutGuide: otherView = guide.owningView === scrollView ? nil : guide.owningView
        default: otherView = nil
        }
        guard let otherView, otherView !== scrollView, otherView.isDescendant(of: scrollView) else { return item }
        return scrollView.contentLayoutGuide
    }

    private func updateContentGuideConstants() {
        guard contentGuideConstraints.count == 4, frameGuideConstraints.count == 4 else { return }
        let offset = bounds.origin
        if frameGuideConstraints[0].constant != offset.x { frameGuideConstraints[0].constant = offset.x }
        if frameGuideConstraints[1].constant != offset.y { frameGuideConstraints[1].constant = offset.y }
        if contentGuideConstraints[2].constant != contentSize.width { contentGuideConstraints[2].constant = contentSize.width }
        if contentGuideConstraints[3].constant != contentSize.height { contentGuideConstraints[3].constant = contentSize.height }
    }

    private func delegateSizeDidChange() {
        setNeedsLayout()
    }

    package override var descriptionDetails: [String] {
        ["contentOffset: {\(LayoutNumber.format(contentOffset.x)), \(LayoutNumber.format(contentOffset.y))}",
         "contentSize: {\(LayoutNumber.format(contentSize.width)), \(LayoutNumber.format(contentSize.height))}",
         "adjustedContentInset: {\(LayoutNumber.format(adjustedContentInset.top)), \(LayoutNumber.format(adjustedContentInset.left)), "
             + "\(LayoutNumber.format(adjustedContentInset.bottom)), \(LayoutNumber.format(adjustedContentInset.right))}"]
    }

    // MARK: Types

    /// How the safe area adds to the content inset, UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    /// The scroll indicators' look, UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Hashable, Sendable {
        case `default` = 0, black, white
    }

    /// How the keyboard is dismissed by a drag, UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// How quickly scrolling slows, UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
