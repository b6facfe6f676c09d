/// A view that lines up its arranged subviews, UIKit's `UIStackView`. As in UIKit, it
/// arranges them with constraints it adds to itself (edges to its edges, spacing between
/// neighbours, alignment across the axis, equal sizes for `fillEqually`, spacer guides for
/// the spacing distributions), so the arranged views' own constraints, hugging and
/// compression resistance take part in the same solve. A hidden arranged view takes no space
/// and its spacing goes with it. The generated constraints are named as UIKit names them
/// (`UISV-spacing`, `UISV-canvas-connection`, ...) in reports.
@preconcurrency @MainActor
open class UIStackView: UIView, HiddenSubviewObserving {
    /// The views the stack arranges, in order (a subset of its subviews).
    open private(set) var arrangedSubviews: [UIView] = []
    private var generated: [NSLayoutConstraint] = []
    private var guides: [UILayoutGuide] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    @exclusivity(unchecked) private var needsArrangement = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack decoded from `coder` (an Interface Builder document's: its attributes,
    /// arranged subviews and constraints).
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        decodeViewProperties(from: coder)
        coder.decodeNibAttributes(of: self, level: UIView.self)
    }

    /// A stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    /// The axis the views line up along (horizontal by default).
    @exclusivity(unchecked) open var axis = NSLayoutConstraint.Axis.horizontal {
        didSet { if axis != oldValue { rearrange() } }
    }

    /// How the views share the length along the axis.
    @exclusivity(unchecked) open var distribution = Distribution.fill {
        didSet { if distribution != oldValue { rearrange() } }
    }

    /// How the views sit across the axis.
    @exclusivity(unchecked) open var alignment = Alignment.fill {
        didSet { if alignment != oldValue { rearrange() } }
    }

    /// The space between neighbours (a minimum for the spacing distributions).
    @exclusivity(unchecked) open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { rearrange() } }
    }

    /// Whether vertical spacing is measured between baselines.
    @exclusivity(unchecked) open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { rearrange() } }
    }

    /// Whether the views are arranged within the layout margins instead of the bounds.
    @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { rearrange() } }
    }

    /// Spacing that tells the stack to use its `spacing` after a view.
    nonisolated public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// Spacing that tells the stack to use the system spacing (8 points between two views)
    /// after a view, or as its `spacing`.
    nonisolated public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    /// Sets the space after `arrangedSubview` (in place of `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        rearrange()
    }

    /// The space after `arrangedSubview`, `spacingUseDefault` when it has none of its own.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (adding it as a subview when it is
    /// not one).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        rearrange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it from its
    /// superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rearrange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        rearrange()
    }

    override func intrinsicContentSizeOfSubviewDidChange(_ subview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        if distribution == .fillProportionally {
            rearrange()
        } else if let label = subview as? UILabel, distribution == .fill, axis == .horizontal,
                  (label.numberOfLines != 1) != wrappingLabels.contains(ObjectIdentifier(label)) {
            // A label started or stopped wrapping: its width disambiguation comes or goes.
            rearrange()
        }
    }

    /// The labels that had a width disambiguation at the last arrangement.
    private var wrappingLabels: Set<ObjectIdentifier> = []

    private func rearrange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    // MARK: Baselines

    /// A vertical stack's first baseline is its first visible view's; a horizontal stack's is
    /// that of its tallest visible view (by intrinsic height; the first among equals).
    open override var forFirstBaselineLayout: UIView {
        if axis == .vertical { return arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self }
        return tallestVisible?.forFirstBaselineLayout ?? self
    }

    /// A vertical stack's last baseline is its last visible view's; a horizontal stack's is
    /// that of its tallest visible view.
    open override var forLastBaselineLayout: UIView {
        if axis == .vertical { return arrangedSubviews.last { !$0.isHidden }?.forLastBaselineLayout ?? self }
        return tallestVisible?.forLastBaselineLayout ?? self
    }

    private var tallestVisible: UIView? {
        var best: (view: UIView, height: CGFloat)?
        for view in arrangedSubviews where !view.isHidden {
            let height = view.intrinsicContentSize.height
            if best == nil || height > (best?.height ?? 0) { best = (view, height) }
        }
        return best?.view
    }

    // MARK: Constraints

    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            removeConstraints(generated)
            for guide in guides { removeLayoutGuide(guide) }
            guides = []
            generated = StackArrangement(stack: self).constraints(guides: &guides)
            wrappingLabels = Set(arrangedSubviews.compactMap { ($0 as? UILabel).flatMap { $0.numberOfLines != 1 ? ObjectIdentifier($0) : nil } })
            for guide in guides { addLayoutGuide(guide) }
            addConstraints(generated)
        }
        super.updateConstraints()
    }

    // MARK: Types

    /// How a stack shares its length, UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Hashable, Sendable {
        /// The views fill the length; the one hugging least stretches, the one resisting
        /// compression least shrinks.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// Lengths in proportion to intrinsic sizes.
        case fillProportionally
        /// Intrinsic sizes with equal gaps between.
        case equalSpacing
        /// Intrinsic sizes with equal distances between centers.
        case equalCentering
    }

    /// How a stack places views across its axis, UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Hashable, Sendable {
        case fill
        case leading
        case firstBaseline
        case center
        case trailing
        case lastBaseline

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
}
