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
    public var zIndex = 0

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
    public var extendsBoundary = true
    /// Whether the item stays in the visible area while its section is on screen (false).
    public var pinToVisibleBounds = false

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

/// A view the layout places behind a section, UIKit's `NSCollectionLayoutDecorationItem`:
/// registered on the layout with `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind registered for the view.
    public let elementKind: String
    /// Where the view is stacked (0: below the section's items).
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background covering the section, inset by the item's content insets.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
