/// What a view controller's `topLayoutGuide` and `bottomLayoutGuide` offer (iOS 7; both
/// deprecated in iOS 11 for the safe area), UIKit's `UILayoutSupport`.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the guide reaches in from its edge of the view, in points.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height (its length).
    var heightAnchor: NSLayoutDimension { get }
}

/// What `topLayoutGuide` and `bottomLayoutGuide` return: the anchors of a layout guide of the
/// view controller's view along its top or bottom edge, as tall as the safe area's inset there
/// (the status and navigation bars above, the tab bar or toolbar below).
final class LayoutSupport: NSObject, UILayoutSupport {
    /// The guide (which keeps this object); a guide of no view once it is gone.
    @exclusivity(unchecked) private weak var guide: UILayoutGuide?

    init(guide: UILayoutGuide) {
        self.guide = guide
        super.init()
    }

    private var anchorGuide: UILayoutGuide { guide ?? UILayoutGuide() }
    var length: CGFloat { guide?.layoutFrame.height ?? 0 }
    var topAnchor: NSLayoutYAxisAnchor { anchorGuide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { anchorGuide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { anchorGuide.heightAnchor }
}

extension UIViewController {
    /// The guide from the top of the view down to the bottom of the bars above the content
    /// (its `length` is the safe area's top inset). Deprecated in iOS 11: use
    /// `view.safeAreaLayoutGuide.topAnchor`.
    public var topLayoutGuide: UILayoutSupport { layoutSupport(top: true) }

    /// The guide from the top of the bars below the content to the bottom of the view (its
    /// `length` is the safe area's bottom inset). Deprecated in iOS 11: use
    /// `view.safeAreaLayoutGuide.bottomAnchor`.
    public var bottomLayoutGuide: UILayoutSupport { layoutSupport(top: false) }

    /// The view's guide for that edge, added to the view (which loads) the first time.
    private func layoutSupport(top: Bool) -> LayoutSupport {
        let kind: UILayoutGuide.Kind = top ? .topLayoutSupport : .bottomLayoutSupport
        let owner: UIView = view
        if let existing = owner.layoutGuides.first(where: { $0.kind == kind })?.layoutSupport as? LayoutSupport { return existing }
        let guide = UILayoutGuide(kind: kind, identifier: top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide")
        let support = LayoutSupport(guide: guide)
        guide.layoutSupport = support
        owner.addLayoutGuide(guide)
        return support
    }
}
