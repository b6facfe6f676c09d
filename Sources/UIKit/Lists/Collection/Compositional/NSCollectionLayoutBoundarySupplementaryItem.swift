import Foundation

/// A header or footer of a section or of the whole layout, UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`: aligned to an edge of its section, it
/// extends the section's boundary (takes room before or after the items) unless told not
/// to, and may stay pinned in the visible area while its section is on screen.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge of the section the item sits at.
    public let alignment: NSRectAlignment
    /// A fixed offset from that edge.
    public let offset: CGPoint
    /// Whether the item takes room outside the section's content (true).
    @exclusivity(unchecked) public var extendsBoundary = true
    /// Whether the item stays in the visible area while its section is on screen (false).
    @exclusivity(unchecked) public var pinToVisibleBounds = false

    private init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        self.alignment = alignment
        self.offset = offset
        super.init(size: size, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }

    /// A header or footer of `layoutSize` and `elementKind` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    /// A header or footer at `alignment`, moved by `absoluteOffset`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    /// Whether the item sits before the content along a vertical layout (top alignments).
    var isAtStart: Bool { alignment == .top || alignment == .topLeading || alignment == .topTrailing }
    /// Whether the item sits after the content (bottom alignments).
    var isAtEnd: Bool { alignment == .bottom || alignment == .bottomLeading || alignment == .bottomTrailing }
}
