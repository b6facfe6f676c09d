import Foundation

/// How a list section looks, UIKit's `UICollectionLayoutListConfiguration`: the table
/// view's appearances (plain, grouped, inset grouped) plus the sidebar ones, headers and
/// footers as supplementary views or the first item, separators and the background.
/// Lists use the table view's metrics (docs/TABLE-VIEW.md, docs/COLLECTION-VIEW.md).
public struct UICollectionLayoutListConfiguration {
    /// The look of a list, UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Hashable, Sendable {
        case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// How a section's header is shown, UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item, styled as a header.
        case firstItemInSection
    }

    /// How a section's footer is shown, UIKit's `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footer.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Changes an item's separators, UIKit's `ItemSeparatorHandler`.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// Swipe actions for an item (kept: nothing is swiped at rest).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The list's look.
    public let appearance: Appearance
    /// Whether rows show separators (true; false for the sidebar appearances).
    public var showsSeparators: Bool
    /// The separators' look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators of single items.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background (nil: the appearance's).
    public var backgroundColor: UIColor?
    /// How section headers are shown (none).
    public var headerMode = HeaderMode.none
    /// How section footers are shown (none).
    public var footerMode = FooterMode.none
    /// The room above each header (nil: the system's, 22 points in plain lists).
    public var headerTopPadding: CGFloat?
    /// Swipe actions at the leading edge (kept).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Swipe actions at the trailing edge (kept).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background the appearance gives the list: the system background for plain
    /// lists, the grouped background for grouped and sidebar lists.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }
}
