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

/// How a list's separators look, UIKit's `UIListSeparatorConfiguration`.
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows, UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Hashable, Sendable {
        case automatic = 0, visible, hidden
    }

    /// The insets meaning "where the system puts it" (at the text).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// The separator above the item (automatic: none; rows draw the one below them).
    public var topSeparatorVisibility = Visibility.automatic
    /// The separator below the item.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The top separator's insets.
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The bottom separator's insets (automatic: from the text to the trailing edge).
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' color (the system separator color).
    public var color: UIColor = .separator
    /// The separators' color while several items are selected.
    public var multipleSelectionColor: UIColor = .separator
    /// A blur or vibrancy (kept).
    public var visualEffect: UIVisualEffect?

    /// The default separators of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// The bottom insets set in code, if any.
    var customBottomInsets: NSDirectionalEdgeInsets? {
        bottomSeparatorInsets == Self.automaticInsets ? nil : bottomSeparatorInsets
    }
}
