import Foundation

/// Where a list section puts an element, carried in its layout attributes to the list cell
/// showing it: the list's appearance, whether the element is a row, a header or a footer,
/// its separator, the corners an inset grouped section rounds, and the list's side margin.
package struct ListItemContext {
    /// What the element is in its section.
    package enum Role: Hashable, Sendable {
        case cell, header, footer
    }

    package var appearance = UICollectionLayoutListConfiguration.Appearance.plain
    package var role = Role.cell
    /// Whether a separator is drawn under the row.
    package var showsSeparator = false
    /// Whether the row keeps a pixel for a separator at its bottom, as table rows do when
    /// the list shows separators (true for every row then, drawn or not).
    package var reservesSeparator = false
    package var separatorColor: UIColor? = .separator
    /// The separator's insets from the automatic position (nil: automatic).
    package var separatorInsets: NSDirectionalEdgeInsets?
    /// The corners rounded (the first and last rows of an inset grouped section).
    package var roundedCorners: CACornerMask = []
    /// The side margin of the content (the list's layout margin: 16 or 20 points).
    package var contentMargin: CGFloat = 16

    package init() {}

    /// Whether the appearance groups its sections (grouped or inset grouped).
    package var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}
