import Foundation

/// Where a supplementary item is attached to its container, UIKit's
/// `NSCollectionLayoutAnchor`: the container's edges it sits at (inside, centered on the
/// other axis when no edge of it is named), moved by an offset in points or in fractions of
/// the supplementary item's own size.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    /// The container's edges the item sits at.
    public let edges: NSDirectionalRectEdge
    /// The offset.
    public let offset: CGPoint
    /// Whether the offset is in points.
    public let isAbsoluteOffset: Bool
    /// Whether the offset is a fraction of the item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        super.init()
    }

    /// An anchor at `edges`.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    /// An anchor at `edges`, moved by fractions of the item's width and height.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    /// The frame of an item of `size` anchored in `container`.
    package func frame(of size: CGSize, in container: CGRect, rightToLeft: Bool) -> CGRect {
        let leading = edges.contains(.leading)
        let trailing = edges.contains(.trailing)
        var x: CGFloat
        if leading && !trailing {
            x = rightToLeft ? container.maxX - size.width : container.minX
        } else if trailing && !leading {
            x = rightToLeft ? container.minX : container.maxX - size.width
        } else {
            x = container.midX - size.width / 2
        }
        var y: CGFloat
        if edges.contains(.top) && !edges.contains(.bottom) {
            y = container.minY
        } else if edges.contains(.bottom) && !edges.contains(.top) {
            y = container.maxY - size.height
        } else {
            y = container.midY - size.height / 2
        }
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
        x += rightToLeft ? -dx : dx
        y += isAbsoluteOffset ? offset.y : offset.y * size.height
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
