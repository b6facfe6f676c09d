/// How UIKit computes a view's effective `layoutMargins` (docs/LAYOUT.md, "Layout margins").
@preconcurrency @MainActor
enum LayoutMargins {
    /// The margins of a view nobody set margins on: 8 points on every side.
    static let standard = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The view's own margins (8 points a side unless set; a view controller's root view
    /// none at the top and bottom and at least the system minimum on the leading and
    /// trailing edges), plus the safe area where the view insets its margins from it, at
    /// least as far in as the superview's margins where it preserves them.
    static func effective(of view: UIView) -> UIEdgeInsets {
        InsetsMemo.insets(in: view.rememberedMargins, compute: { computed(of: view) }, keep: { view.rememberedMargins = $0 })
    }

    private static func computed(of view: UIView) -> UIEdgeInsets {
        let rightToLeft = view.isRightToLeft
        var margins: UIEdgeInsets
        if let controller = view.owningViewController {
            // A root view's margins start at none; the system minimum raises the sides.
            margins = view.assignedLayoutMargins?.edgeInsets(rightToLeft: rightToLeft) ?? .zero
            if controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins.edgeInsets(rightToLeft: rightToLeft)
                margins.left = max(margins.left, minimum.left)
                margins.right = max(margins.right, minimum.right)
                margins.top = max(margins.top, minimum.top)
                margins.bottom = max(margins.bottom, minimum.bottom)
            }
        } else {
            margins = view.assignedLayoutMargins?.edgeInsets(rightToLeft: rightToLeft) ?? view.systemDefaultLayoutMargins ?? standard
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
