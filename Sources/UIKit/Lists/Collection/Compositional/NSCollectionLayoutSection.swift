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
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout's scrolling direction (none: it doesn't).
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers and footers at the section's boundary.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers follow the section's leading and trailing content insets
    /// (true).
    public var supplementariesFollowContentInsets = true
    /// What the boundary supplementary items' insets are measured from (automatic).
    public var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// What the content insets are measured from (automatic: the layout's reference).
    public var contentInsetsReference = UIContentInsetsReference.automatic
    /// Views behind the section (backgrounds).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the visible items while the section scrolls (never at rest; kept).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
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

/// The items a section shows while it scrolls, UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = ([any NSCollectionLayoutVisibleItem], CGPoint,
                                                                              any NSCollectionLayoutEnvironment) -> Void

/// An item on screen in a scrolling section, UIKit's `NSCollectionLayoutVisibleItem`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var indexPath: IndexPath { get }
    var name: String { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// How a section scrolls across its layout's direction, UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. A render shows the section at
/// rest: groups side by side from the leading content inset (the first group centered for
/// `groupPagingCentered`), cut off at the collection view's edge.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// The options of a compositional layout, UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// The direction the layout scrolls (vertical).
    public var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between sections (0).
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' content insets are measured from (automatic: the safe area).
    public var contentInsetsReference = UIContentInsetsReference.automatic

    public override init() {
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
