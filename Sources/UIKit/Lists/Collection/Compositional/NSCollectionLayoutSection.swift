import Foundation

/// A section of a compositional layout, UIKit's `NSCollectionLayoutSection`: its group
/// repeated until the section's items run out (down the main axis, or side by side along
/// the other axis when it scrolls orthogonally), inside its content insets, with headers
/// and footers at its boundary and decoration views behind it.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// The space around the section's groups.
    @exclusivity(unchecked) public var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups.
    @exclusivity(unchecked) public var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout's scrolling direction (none: it doesn't).
    @exclusivity(unchecked) public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers and footers at the section's boundary.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers follow the section's leading and trailing content insets
    /// (true).
    @exclusivity(unchecked) public var supplementariesFollowContentInsets = true
    /// What the boundary supplementary items' insets are measured from (automatic).
    @exclusivity(unchecked) public var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// What the content insets are measured from (automatic: the layout's reference).
    @exclusivity(unchecked) public var contentInsetsReference = UIContentInsetsReference.automatic
    /// Views behind the section (backgrounds).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the visible items while the section scrolls (never at rest; kept).
    @exclusivity(unchecked) public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list configuration when the section is a list section.
    package var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A list section laid out as `configuration` says, with the table view's metrics.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListContentMetrics.estimatedRowHeight))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.listConfiguration = configuration
        return section
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
