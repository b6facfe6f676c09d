import Foundation

/// The frames a custom group returns, UIKit's `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = (_ layoutEnvironment: any NSCollectionLayoutEnvironment)
    -> [NSCollectionLayoutGroupCustomItem]

/// One item's frame in a custom group, UIKit's `NSCollectionLayoutGroupCustomItem`.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    /// The frame, in the group's coordinates.
    public let frame: CGRect
    /// Where the item is stacked.
    public let zIndex: Int

    /// An item at `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
        super.init()
    }

    /// An item at `frame`, stacked at `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
