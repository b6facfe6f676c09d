/// How UIKit computes a view's `safeAreaInsets`.
@preconcurrency @MainActor
enum SafeArea {
    /// A window's insets come from its screen (status bar, sensor housing, home indicator);
    /// any other view's are its superview's where they overlap it, plus its view
    /// controller's `additionalSafeAreaInsets`.
    static func insets(of view: UIView) -> UIEdgeInsets {
        if let window = view as? UIWindow { return window.screenSafeAreaInsets }
        var insets = UIEdgeInsets.zero
        if let superview = view.storedSuperview {
            let parent = superview.safeAreaInsets
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
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }
}
