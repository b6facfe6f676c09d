import Foundation

extension UITableView {
    /// The look of a table's sections, UIKit's `UITableView.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// Rows edge to edge; section headers float over the content.
        case plain = 0
        /// Sections separated by space, on the grouped background.
        case grouped
        /// Grouped sections inset from the edges with rounded corners.
        case insetGrouped
    }

    /// Where a row ends up when scrolled to, UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Hashable, Sendable {
        case none = 0, top, middle, bottom
    }

    /// How inserted or deleted rows animate (renders show the end state), UIKit's
    /// `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Hashable, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// What `separatorInset` is measured from, UIKit's `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Hashable, Sendable {
        /// From the cell's edges.
        case fromCellEdges = 0
        /// From the automatic inset (the text's leading edge).
        case fromAutomaticInsets
    }

    /// The marker for "the table chooses" in heights and paddings, UIKit's
    /// `UITableView.automaticDimension`.
    public class var automaticDimension: CGFloat { -1 }

    /// The table view's section index marker for the search icon.
    public class var indexSearch: String { "{search}" }
}

