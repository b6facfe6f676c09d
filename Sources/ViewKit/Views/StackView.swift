/// A view that lines its arranged subviews up along an axis, UIKit's `UIStackView`: spacing
/// (and custom spacing after a view), five distributions, six alignments, and hidden views
/// collapsing together with their spacing.
open class StackView: View {
    /// The views the stack lays out, in order (they are also subviews).
    public private(set) var arrangedSubviews: [View] = []
    /// The direction views are lined up in.
    public var axis: LayoutAxis = .horizontal { didSet { invalidateIntrinsicContentSize() } }
    /// How views share the length.
    public var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// How views sit across.
    public var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// Space between neighbours (the least space for the spacing distributions).
    public var spacing: Double = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether views are laid out inside the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { invalidateIntrinsicContentSize() } }
    private var customSpacings: [ObjectIdentifier: Double] = [:]

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A stack of `views`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init()
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged views (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` among the arranged views.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        invalidateIntrinsicContentSize()
    }

    /// Stops arranging `view`; it stays a subview (as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        invalidateIntrinsicContentSize()
    }

    /// Uses `spacing` after `view` instead of the stack's spacing.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing
        invalidateIntrinsicContentSize()
    }

    /// The spacing after `view`.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override func subviewVisibilityDidChange(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { invalidateIntrinsicContentSize() }
    }

    private var reportedHeight: Double?

    open override func layoutSubviews() {
        arrange()
        // Now the width is known: if the height it implies is new, say so (a constraint-based
        // parent lays out again).
        if axis == .vertical && alignment == .fill {
            let height = intrinsicContentSize.height
            if let reported = reportedHeight, reported != height { invalidateIntrinsicContentSize() }
            reportedHeight = height
        }
    }

    // MARK: Measuring

    /// The visible arranged views and the spacing after each but the last.
    var visibleArrangement: (views: [View], gaps: [Double]) {
        let views = arrangedSubviews.filter { !$0.isHidden }
        let gaps = views.dropLast().map { customSpacing(after: $0) }
        return (views, gaps)
    }

    /// The area views are laid out in.
    var arrangementRect: Rect {
        isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
    }

    /// A view's natural size when the stack's cross dimension is `cross` (unbounded when
    /// infinite): its intrinsic size where defined, else what it says fits.
    func naturalSize(of view: View, cross: Double) -> Size {
        let unbounded = Double.greatestFiniteMagnitude
        let proposal = axis == .vertical
            ? Size(width: cross.isFinite ? cross : unbounded, height: unbounded)
            : Size(width: unbounded, height: cross.isFinite ? cross : unbounded)
        var size = view.intrinsicContentSize
        if size.width < 0 || size.height < 0 || (alignment == .fill && axis == .vertical && cross.isFinite) {
            let fits = view.sizeThatFits(proposal)
            if size.width < 0 { size.width = fits.width > 0 ? fits.width : view.frame.width }
            if size.height < 0 || (alignment == .fill && axis == .vertical && cross.isFinite && fits.height > 0) {
                size.height = fits.height > 0 ? fits.height : view.frame.height
            }
        }
        return size
    }

    private func along(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
    private func across(_ size: Size) -> Double { axis == .horizontal ? size.height : size.width }

    private var marginInsets: EdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

    /// The stack's size for a cross dimension of `cross` (infinite for unconstrained).
    private func contentSize(cross: Double) -> Size {
        let (views, gaps) = visibleArrangement
        let margins = marginInsets
        let innerCross = cross.isFinite ? cross - (axis == .horizontal ? margins.vertical : margins.horizontal) : cross
        let sizes = views.map { naturalSize(of: $0, cross: innerCross) }
        var length = gaps.reduce(0, +)
        switch distribution {
        case .fillEqually:
            length += (sizes.map(along).max() ?? 0) * Double(sizes.count)
        default:
            length += sizes.map(along).reduce(0, +)
        }
        let thickness = sizes.map(across).max() ?? 0
        return axis == .horizontal
            ? Size(width: length + margins.horizontal, height: thickness + margins.vertical)
            : Size(width: thickness + margins.horizontal, height: length + margins.vertical)
    }

    /// A vertical stack that fills arranged views across measures them at its current
    /// width once it has one, so wrapping labels report their wrapped height (UIKit's
    /// engine does this with a second pass).
    open override var intrinsicContentSize: Size {
        let natural = contentSize(cross: .infinity)
        guard axis == .vertical && alignment == .fill && bounds.width > 0 else {
            return Size(width: ceilToPixels(natural.width), height: ceilToPixels(natural.height))
        }
        let atWidth = contentSize(cross: bounds.width)
        return Size(width: ceilToPixels(natural.width), height: ceilToPixels(atWidth.height))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let cross = axis == .horizontal ? size.height : size.width
        let fitted = contentSize(cross: cross < Double.greatestFiniteMagnitude / 2 ? cross : .infinity)
        return Size(width: ceilToPixels(fitted.width), height: ceilToPixels(fitted.height))
    }

    open override var firstBaselineOffsetFromTop: Double? {
        guard let first = (axis == .vertical ? visibleArrangement.views.first : visibleArrangement.views.first { $0.firstBaselineOffsetFromTop != nil }),
              let offset = first.firstBaselineOffsetFromTop else { return nil }
        return first.frame.minY + offset
    }

    open override var lastBaselineOffsetFromBottom: Double? {
        guard let last = (axis == .vertical ? visibleArrangement.views.last : visibleArrangement.views.last { $0.lastBaselineOffsetFromBottom != nil }),
              let offset = last.lastBaselineOffsetFromBottom else { return nil }
        return bounds.height - last.frame.maxY + offset
    }

    open override var descriptionDetails: [String] {
        ["axis = \(axis.rawValue)", "distribution = \(distribution.rawValue)", "alignment = \(alignment.rawValue)",
         "spacing = \(Geometry.format(spacing))"]
    }
}
