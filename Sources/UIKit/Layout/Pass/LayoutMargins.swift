/// How UIKit computes a view's effective `layoutMargins`.
@MainActor
enum LayoutMargins {
    /// The view's own margins (a view controller's root view at least the system minimum
    /// on the leading and trailing edges), plus the safe area where the view insets its
    /// margins from it, at least the superview's margins where it preserves them.
    static func effective(of view: UIView) -> UIEdgeInsets {
        var margins = view.rawLayoutMargins
        if let controller = view.owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            let leftMinimum = view.isRightToLeft ? minimum.trailing : minimum.leading
            let rightMinimum = view.isRightToLeft ? minimum.leading : minimum.trailing
            margins.left = max(margins.left, leftMinimum)
            margins.right = max(margins.right, rightMinimum)
            margins.top = max(margins.top, minimum.top)
            margins.bottom = max(margins.bottom, minimum.bottom)
        }
        if view.insetsLayoutMarginsFromSafeArea {
            let safeArea = view.safeAreaInsets
            margins.top += safeArea.top
            margins.left += safeArea.left
            margins.bottom += safeArea.bottom
            margins.right += safeArea.right
        }
        if view.preservesSuperviewLayoutMargins, let superview = view.storedSuperview {
            let parent = superview.layoutMargins
            let frame = view.frame
            let bounds = superview.bounds
            margins.top = max(margins.top, parent.top - (frame.minY - bounds.minY))
            margins.left = max(margins.left, parent.left - (frame.minX - bounds.minX))
            margins.bottom = max(margins.bottom, parent.bottom - (bounds.maxY - frame.maxY))
            margins.right = max(margins.right, parent.right - (bounds.maxX - frame.maxX))
        }
        return margins
    }
}
