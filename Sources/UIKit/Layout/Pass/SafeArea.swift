/// How UIKit computes a view's `safeAreaInsets`.
@preconcurrency @MainActor
enum SafeArea {
    /// A window's insets come from its screen (status bar, sensor housing, home indicator);
    /// any other view's are its superview's where they overlap it, plus its view
    /// controller's `additionalSafeAreaInsets` and the part of it its container's bars cover. A scroll view's content does not see the
    /// edges its adjusted content inset already keeps clear (a table's rows get no bottom
    /// safe area as they pass the home indicator; in landscape they keep the sides').
    static func insets(of view: UIView) -> UIEdgeInsets {
        InsetsMemo.insets(in: view.rememberedSafeArea, compute: { computed(of: view) }, keep: { view.rememberedSafeArea = $0 })
    }

    private static func computed(of view: UIView) -> UIEdgeInsets {
        if let window = view as? UIWindow { return window.screenSafeAreaInsets }
        var insets = UIEdgeInsets.zero
        if let superview = view.storedSuperview {
            var parent = superview.safeAreaInsets
            if parent != .zero, let scroll = superview as? UIScrollView {
                let adjusted = scroll.safeAreaAdjustment
                parent = UIEdgeInsets(top: max(0, parent.top - adjusted.top), left: max(0, parent.left - adjusted.left),
                                      bottom: max(0, parent.bottom - adjusted.bottom), right: max(0, parent.right - adjusted.right))
            }
            if parent != .zero {
                let frame = view.frame
                let bounds = superview.bounds
                // The part of the superview's unsafe strip the view overlaps, never more
                // than the strip itself where the view reaches past the superview's edge.
                insets.top = min(parent.top, max(0, parent.top - (frame.minY - bounds.minY)))
                insets.left = min(parent.left, max(0, parent.left - (frame.minX - bounds.minX)))
                insets.bottom = min(parent.bottom, max(0, parent.bottom - (bounds.maxY - frame.maxY)))
                insets.right = min(parent.right, max(0, parent.right - (bounds.maxX - frame.maxX)))
                insets.top = min(insets.top, frame.height)
                insets.bottom = min(insets.bottom, frame.height)
                insets.left = min(insets.left, frame.width)
                insets.right = min(insets.right, frame.width)
            }
        }
        if let controller = view.owningViewController {
            let extra = controller.additionalSafeAreaInsets
            let bars = controller.barSafeAreaInsets
            insets.top += extra.top + bars.top
            insets.left += extra.left + bars.left
            insets.bottom += extra.bottom + bars.bottom
            insets.right += extra.right + bars.right
        }
        return insets
    }
}
