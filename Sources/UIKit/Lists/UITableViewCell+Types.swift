extension UITableViewCell {
    /// The built-in layouts of a cell's labels, UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Hashable, Sendable {
        /// A text label and an optional image at the leading edge.
        case `default` = 0
        /// A text label at the leading edge and a detail label in the secondary color at the trailing edge.
        case value1
        /// A tinted, trailing-aligned text label in a narrow column, then a detail label.
        case value2
        /// A text label over a detail label.
        case subtitle
    }

    /// How a cell looks when selected, UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Hashable, Sendable {
        case none = 0, blue, gray, `default`
    }

    /// The standard views at a cell's trailing edge, UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Hashable, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The control an editing cell shows, UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Hashable, Sendable {
        case none = 0, delete, insert
    }

    /// How a cell shows focus, UIKit's `UITableViewCell.FocusStyle`.
    public enum FocusStyle: Int, Hashable, Sendable {
        case `default` = 0, custom
    }

    /// A cell's part in a drag, UIKit's `UITableViewCell.DragState`.
    public enum DragState: Int, Hashable, Sendable {
        case none = 0, lifting, dragging
    }

    /// The separators between a table's cells, UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Hashable, Sendable {
        case none = 0, singleLine, singleLineEtched
    }
}
