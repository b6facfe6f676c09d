import Foundation

/// The width and height of an item, group or supplementary item, UIKit's
/// `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `width` and `height`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The axes whose dimension is an estimate.
    package var estimatedAxes: UIAxis {
        var axes: UIAxis = []
        if widthDimension.isEstimated { axes.insert(.horizontal) }
        if heightDimension.isEstimated { axes.insert(.vertical) }
        return axes
    }

    /// The size in points in a container of `container` size.
    package func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override var description: String { "{\(widthDimension), \(heightDimension)}" }
}
