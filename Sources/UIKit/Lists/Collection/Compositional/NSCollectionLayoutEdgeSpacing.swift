import Foundation

/// The spaces around an item inside its group, UIKit's `NSCollectionLayoutEdgeSpacing`.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    /// The space before the item's leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the item.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the item's trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the item.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing with the given spaces (nil: none).
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
