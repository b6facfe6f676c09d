import Foundation

/// The smallest piece of a compositional layout, UIKit's `NSCollectionLayoutItem`: the
/// size of one cell (the size its group gives it, less its content insets), the spacing
/// around it, and the supplementary views attached to it.
@preconcurrency @MainActor
public class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary items (badges, say) anchored to the item.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space removed from the item's frame after it is placed (ignored on an axis whose
    /// dimension is estimated).
    @exclusivity(unchecked) public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space around the item inside its group, added before the content insets.
    @exclusivity(unchecked) public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    package init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        layoutSize = size
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary items anchored to it.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override var description: String { "<\(type(of: self)) size: \(layoutSize)>" }
}
