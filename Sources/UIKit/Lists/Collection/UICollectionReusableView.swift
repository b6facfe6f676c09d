import Foundation

/// A view a collection view shows for an element and reuses, UIKit's
/// `UICollectionReusableView`: the base of cells and of supplementary and decoration views.
/// The collection view applies the layout's attributes to it and, when a dimension is an
/// estimate, asks it for its size through `preferredLayoutAttributesFitting(_:)`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    package var storedReuseIdentifier: String?
    /// The attributes applied last.
    @exclusivity(unchecked) package var appliedAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedReuseIdentifier = coder.nibAttribute("reuseIdentifier")
    }

    /// A view for `registeredReuseIdentifier`, as a collection view makes one for a
    /// registered class (through the subclass's `init(frame:)`).
    @_spi(UIKitReuse)
    public required convenience init(registeredReuseIdentifier: String) {
        self.init(frame: .zero)
        storedReuseIdentifier = registeredReuseIdentifier
    }

    /// Called with the list position of the attributes applied (list cells take their
    /// appearance, separators and corners from it).
    package func listPositionDidChange(_ context: ListItemContext?) {}

    /// The identifier the view is reused under.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Gets the view ready to show another element: called before a reused view is dequeued.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond the frame, alpha and stacking the collection view
    /// sets itself (nothing by default; subclasses read their attribute subclasses here).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the collection view changes to another layout.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// Called after the collection view changed to another layout.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like (a copy of `layoutAttributes`): for each dimension
    /// the layout estimated, the view's fitted size (Auto Layout, or a list content view's
    /// measure), rounded up to the pixel; the others as given. Subclasses override it to
    /// size themselves.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let axes = layoutAttributes.estimatedAxes
        guard !axes.isEmpty else { return layoutAttributes }
        let fitted = selfSizingFit(target: layoutAttributes.size, estimatedAxes: axes)
        let preferred = layoutAttributes.attributesCopy
        preferred.size = CGSize(width: axes.contains(.horizontal) ? pixelCeil(fitted.width) : layoutAttributes.size.width,
                                height: axes.contains(.vertical) ? pixelCeil(fitted.height) : layoutAttributes.size.height)
        return preferred
    }

    /// The view's fitted size for `target`, free in the estimated axes: with Auto Layout
    /// when constraints decide it, else `target`.
    package func selfSizingFit(target: CGSize, estimatedAxes axes: UIAxis) -> CGSize {
        if frame.size != target { frame.size = target }
        return fittedSize(of: self, target: target, estimatedAxes: axes)
    }

    /// `view`'s size for `target` with Auto Layout (free in the estimated axes), or
    /// `target` when no constraint decides it.
    package func fittedSize(of view: UIView, target: CGSize, estimatedAxes axes: UIAxis) -> CGSize {
        let usesConstraints = !view.constraints.isEmpty || view.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard usesConstraints else { return target }
        let fitted = view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: axes.contains(.horizontal) ? .fittingSizeLevel : .required,
                                                  verticalFittingPriority: axes.contains(.vertical) ? .fittingSizeLevel : .required)
        guard fitted.width > 0 || fitted.height > 0 else {
            RenderIssues.report("\(layoutItemName) has an estimated size but its constraints do not decide it, so it keeps the estimate "
                + "\(target): pin its content to the top and bottom (and the sides) so the constraints give its size.")
            return target
        }
        return fitted
    }
}
