import Foundation

/// What places a collection view's elements, UIKit's `UICollectionViewLayout`: an abstract
/// class. A subclass computes its geometry in `prepare()` and answers the content size and
/// the attributes of the elements in a rectangle; the collection view asks it on every
/// layout pass after an invalidation. `UICollectionViewFlowLayout` and
/// `UICollectionViewCompositionalLayout` are the system's subclasses.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    /// The collection view using the layout.
    @exclusivity(unchecked) weak var owner: UICollectionView?
    /// Whether `prepare()` must run before the next query.
    @exclusivity(unchecked) package var needsPrepare = true
    /// The decoration view classes registered, by kind.
    package var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Encodes nothing (a layout is made in code here).
    open func encode(with coder: NSCoder) {}

    /// The collection view the layout belongs to.
    open var collectionView: UICollectionView? { owner }

    // MARK: Invalidation

    /// Marks the whole layout for computing again before the next layout pass.
    open func invalidateLayout() {
        let contextClass = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        invalidateLayout(with: contextClass.init(invalidatingEverything: true))
    }

    /// Marks what `context` names for computing again; subclasses override it to drop their
    /// caches, and call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        guard let owner else { return }
        // The views on screen are asked for their size again: their content may have changed.
        if context.invalidateEverything { owner.sizingAnswers.removeAll() }
        if !owner.isLayingOutElements { owner.setNeedsLayout() }
    }

    /// Whether sizes measured before `context` no longer hold: the data changed or the
    /// collection view changed size.
    package func dropsMeasuredSizes(_ context: UICollectionViewLayoutInvalidationContext) -> Bool {
        context.invalidateDataSourceCounts || context.boundsSizeChanged
    }

    /// The attributes class the layout makes (`UICollectionViewLayoutAttributes`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The invalidation context class the layout uses.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the
    /// layout (false; a change of size always does).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a view's preferred size invalidates the layout (false: the layout keeps its
    /// sizes; the system layouts say true for estimated sizes).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context for a view's preferred size: it carries the size, which the system
    /// layouts record in `invalidateLayout(with:)`.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.preferredSizes[CollectionElementKey(originalAttributes)] = preferredAttributes.size
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return context
    }

    /// An empty context of `invalidationContextClass`.
    package func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return contextClass.init(invalidatingEverything: false)
    }

    // MARK: Layout

    /// Computes the layout; called before the first query after an invalidation.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements meeting `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where scrolling stops when it would stop at `proposedContentOffset` (there).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Where scrolling stops after a fling (the proposal).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The direction the layout's coordinates are written for (left to right).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether the layout mirrors in the other direction (false).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Updates (renders show the end state)

    /// Called before updates are shown.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Called after updates were shown.
    open func finalizeCollectionViewUpdates() {}
    /// Called before an animated bounds change.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Called after an animated bounds change.
    open func finalizeAnimatedBoundsChange() {}
    /// Where an appearing item starts (nil: its final place; nothing animates in a render).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a disappearing item ends (nil).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Decoration views

    /// Registers `viewClass` for decoration views of `elementKind` (nil removes it).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            RenderIssues.report("register(_:forDecorationViewOfKind:) was given \(viewClass), which is not a UICollectionReusableView "
                + "subclass; '\(elementKind)' was not registered.")
            return
        }
        decorationClasses[elementKind] = viewType
    }

    // MARK: Helpers for the system layouts

    /// New attributes of `layoutAttributesClass` for an element.
    package func makeAttributes(_ category: UICollectionView.ElementCategory, kind: String? = nil,
                                indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributesClass = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        return attributesClass.init(category: category, kind: kind, indexPath: indexPath)
    }

    /// Runs `prepare()` when the layout was invalidated.
    package func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
