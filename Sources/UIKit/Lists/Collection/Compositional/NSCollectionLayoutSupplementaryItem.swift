import Foundation

/// A view attached to an item or group, UIKit's `NSCollectionLayoutSupplementaryItem` (a
/// badge, say): its size relative to the item, placed by anchors; the data source makes
/// its view for its element kind at the item's index path.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source makes a view for.
    public let elementKind: String
    /// Where the item sits on its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The item's own point placed at the container anchor (nil: the same edges).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Where the view is stacked (0; supplementary views draw above cells at the same value).
    @exclusivity(unchecked) public var zIndex = 0

    package init(size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(size: size, supplementaryItems: [])
    }

    /// A supplementary item of `layoutSize` and `elementKind` at `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item whose `itemAnchor` point sits at `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                            itemAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }
}
