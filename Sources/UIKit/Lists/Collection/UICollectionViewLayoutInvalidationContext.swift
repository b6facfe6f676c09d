import Foundation

/// What part of a layout must be computed again, UIKit's
/// `UICollectionViewLayoutInvalidationContext`. The collection view makes one for a reload
/// (everything), a bounds change or a self-sized cell, and hands it to
/// `UICollectionViewLayout.invalidateLayout(with:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// An empty context.
    public override init() {
        super.init()
    }

    /// A context of the receiver's class (what `invalidationContextClass` names).
    @_spi(UIKitReuse)
    public required convenience init(invalidatingEverything: Bool) {
        self.init()
        storedEverything = invalidatingEverything
    }

    @exclusivity(unchecked) package var storedEverything = false
    @exclusivity(unchecked) package var storedDataSourceCounts = false
    /// Whether the collection view's size changed (sizes measured at the old size go).
    @exclusivity(unchecked) package var boundsSizeChanged = false
    /// Sizes the views asked for (self-sizing), by element.
    package var preferredSizes: [CollectionElementKey: CGSize] = [:]

    /// Whether the whole layout is recomputed (a reload).
    open var invalidateEverything: Bool { storedEverything }
    /// Whether the numbers of sections and items changed.
    open var invalidateDataSourceCounts: Bool { storedDataSourceCounts }
    /// The items invalidated.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views invalidated, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views invalidated, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the content offset moves.
    @exclusivity(unchecked) open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content size changes.
    @exclusivity(unchecked) open var contentSizeAdjustment = CGSize.zero

    /// Marks items as invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of `elementKind` as invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks decoration views of `elementKind` as invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedDecorationIndexPaths = all
    }
}
