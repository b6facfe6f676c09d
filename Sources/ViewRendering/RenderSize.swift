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
    /// A screen of this size made as tall as the content of its main scroll view (the largest
    /// visible one with more content than room, a table or collection view filling a screen):
    /// the window grows until every row is laid out and drawn, a long screenshot. The status
    /// bar's inset stays at the top and the home indicator's at the bottom. A scroll view that
    /// does not grow with its window stops the growing; an image past 16,384 pixels is cut
    /// there; both say so among the render's warnings.
    case contentHeight(screen: CGSize)
}
