/// How big a render is.
public enum RenderSize: Hashable, Sendable {
    /// Exactly this size in points (a screen, a cell).
    case fixed(CGSize)
    /// The view's own fitting size (a component in a catalog cell), as Interface Builder sizes
    /// a view to fit its content: under Auto Layout, `systemLayoutSizeFitting` at the
    /// compressed size; otherwise its `intrinsicContentSize` when it has one in both
    /// dimensions (a button whose class overrides it keeps that size), else `sizeThatFits`.
    case fitting
    /// This width; the height the view needs at it.
    case fittingHeight(width: CGFloat)
    /// This height; the width the view needs at it.
    case fittingWidth(height: CGFloat)
}
