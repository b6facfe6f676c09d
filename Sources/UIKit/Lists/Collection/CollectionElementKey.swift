import Foundation

/// One element of a collection view: a cell, or a supplementary or decoration view of a
/// kind, at an index path.
package struct CollectionElementKey: Hashable {
    package var category: UICollectionView.ElementCategory
    package var kind: String?
    package var indexPath: IndexPath

    package init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The element `attributes` describe.
    @MainActor
    package init(_ attributes: UICollectionViewLayoutAttributes) {
        self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind, indexPath: attributes.indexPath)
    }
}
