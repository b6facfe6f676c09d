import Foundation

/// The rows of a table whose cells are laid out in a storyboard (`dataMode="static"`): each
/// section's cells, made once with the table, with the section's titles and each cell's own
/// height. A `UITableViewController`'s data source and delegate methods answer from it, as
/// UIKit's do, so a subclass that overrides one and calls `super` still gets the storyboard's
/// rows.
@MainActor
struct TableStaticContent {
    /// One `<tableViewSection>`.
    struct Section {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [UITableViewCell]
        /// Each cell's height when the storyboard sets one of its own (`rowHeight`); nil uses
        /// the table's.
        var rowHeights: [CGFloat?]
    }

    var sections: [Section]

    /// The section at `index`, nil past the end.
    func section(_ index: Int) -> Section? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The cell at `indexPath`, nil past the end.
    func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let section = section(indexPath.section), section.cells.indices.contains(indexPath.row) else { return nil }
        return section.cells[indexPath.row]
    }

    /// The storyboard's own height for the row at `indexPath`, nil when it has none.
    func rowHeight(at indexPath: IndexPath) -> CGFloat? {
        guard let section = section(indexPath.section), section.rowHeights.indices.contains(indexPath.row) else { return nil }
        return section.rowHeights[indexPath.row]
    }
}
