import Foundation

/// A view the layout places behind a section, UIKit's `NSCollectionLayoutDecorationItem`:
/// registered on the layout with `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind registered for the view.
    public let elementKind: String
    /// Where the view is stacked (0: below the section's items).
    @exclusivity(unchecked) public var zIndex = 0

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
