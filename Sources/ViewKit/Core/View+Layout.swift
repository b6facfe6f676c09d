extension View {
    /// The value of an `intrinsicContentSize` dimension the view does not define.
    public static let noIntrinsicMetric: Double = -1

    /// Asks for `layoutSubviews()` at the next `layoutIfNeeded()`.
    public func setNeedsLayout() {
        needsLayout = true
        if let engine = rootView.autoLayoutEngine, !engine.isApplying { engine.isDirty = true }
    }

    /// Lays out the view and its subtree now if any of it asked for layout. When the tree
    /// has constraints, the root's engine solves them first and places the constraint-based
    /// views; then each view's `layoutSubviews()` runs, parents first (frame-based layout
    /// can use the solved frames). Frame-based layout that moves a view constraints refer to
    /// is solved again, at most twice.
    public func layoutIfNeeded() {
        for _ in 0..<3 {
            rootView.solveConstraintsIfNeeded()
            layoutSubtree()
            guard let engine = rootView.autoLayoutEngine, engine.isDirty else { return }
        }
    }

    private func layoutSubtree() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews {
            subview.layoutSubtree()
        }
    }

    /// Tells the superview that the view's natural size changed, so stack views and other
    /// containers lay out again.
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size.
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// How strongly the view resists growing past its intrinsic size along `axis`.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }

    /// Sets how strongly the view resists growing along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        huggingPriorities[axis] = priority
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistancePriorities[axis] ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compressionResistancePriorities[axis] = priority
        superview?.setNeedsLayout()
    }

    /// The view's size that `fitting` along the given axes: `intrinsicContentSize` where it
    /// is defined, else `sizeThatFits(_:)` of `target`.
    public func fittingSize(for target: Size) -> Size {
        let intrinsic = intrinsicContentSize
        if intrinsic.width >= 0, intrinsic.height >= 0 { return intrinsic }
        let fits = sizeThatFits(target)
        return Size(width: intrinsic.width >= 0 ? intrinsic.width : fits.width,
                    height: intrinsic.height >= 0 ? intrinsic.height : fits.height)
    }

    /// `value` rounded up to this view's pixel grid (for `intrinsicContentSize`).
    public func ceilToPixels(_ value: Double) -> Double {
        Geometry.ceil(value, scale: traitCollection.displayScale)
    }

    /// The rectangle inside the bounds less the layout margins.
    public var layoutMarginsFrame: Rect {
        bounds.inset(by: layoutMargins)
    }
}
