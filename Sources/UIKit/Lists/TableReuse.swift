import Foundation

/// The classes registered for reuse identifiers and the cells and header or footer views
/// waiting to be dequeued again.
@preconcurrency @MainActor
final class TableReuse {
    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// Nibs registered for reuse identifiers (a storyboard's prototype cells among them).
    var cellNibs: [String: UINib] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var cells: [String: [UITableViewCell]] = [:]
    var headerFooterViews: [String: [UITableViewHeaderFooterView]] = [:]

    /// Puts `cell` back for reuse under its identifier (cells without one are dropped).
    func enqueue(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cells[identifier, default: []].append(cell)
    }

    /// Puts `view` back for reuse under its identifier.
    func enqueue(_ view: UITableViewHeaderFooterView) {
        guard let identifier = view.reuseIdentifier else { return }
        headerFooterViews[identifier, default: []].append(view)
    }
}

/// The views a table shows now: cells by row, headers and footers by section.
struct TableDisplay {
    var cells: [IndexPath: UITableViewCell] = [:]
    var headers: [Int: UIView] = [:]
    var footers: [Int: UIView] = [:]
}

extension UITableView {
    /// Registers `cellClass` for cells dequeued with `identifier` (nil removes it).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            reuse.cellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            RenderIssues.report("register(_:forCellReuseIdentifier:) was given \(cellClass), which is not a UITableViewCell subclass; "
                + "'\(identifier)' was not registered.")
            return
        }
        reuse.cellClasses[identifier] = cellType
        reuse.cellNibs[identifier] = nil
    }

    /// Registers `nib`, whose one top-level object is a cell, for cells dequeued with
    /// `identifier` (nil removes it). A storyboard registers its prototype cells this way.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        reuse.cellNibs[identifier] = nib
        if nib != nil { reuse.cellClasses[identifier] = nil }
    }

    /// Registers `aClass` for header and footer views dequeued with `identifier`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            reuse.headerFooterClasses[identifier] = nil
            return
        }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            RenderIssues.report("register(_:forHeaderFooterViewReuseIdentifier:) was given \(aClass), which is not a "
                + "UITableViewHeaderFooterView subclass; '\(identifier)' was not registered.")
            return
        }
        reuse.headerFooterClasses[identifier] = viewType
    }

    /// A cell waiting for reuse with `identifier`, else a new one of the class registered
    /// for it, else nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var waiting = reuse.cells[identifier], let cell = waiting.popLast() {
            reuse.cells[identifier] = waiting
            cell.prepareForReuse()
            return cell
        }
        if let nib = reuse.cellNibs[identifier] {
            let cells = nib.instantiate(withOwner: nil).compactMap { $0 as? UITableViewCell }
            if cells.count != 1 {
                RenderIssues.report("the nib registered for '\(identifier)' has \(cells.count) cells at its top level, not one; no cell was made.")
            }
            return cells.count == 1 ? cells.first : nil
        }
        guard let cellType = reuse.cellClasses[identifier] else { return nil }
        return cellType.init(registeredReuseIdentifier: identifier)
    }

    /// A cell for `indexPath` waiting for reuse with `identifier`, else a new one of the
    /// class registered for it. Like UIKit, stops the program when nothing is registered.
    func baseDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
                + "or connect a prototype cell in a storyboard: call tableView.register(MyCell.self, forCellReuseIdentifier: "
                + "\"\(identifier)\") before the table loads its rows.")
        }
        return cell
    }

    /// A header or footer view waiting for reuse with `identifier`, else a new one of the
    /// class registered for it, else nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var waiting = reuse.headerFooterViews[identifier], let view = waiting.popLast() {
            reuse.headerFooterViews[identifier] = waiting
            view.prepareForReuse()
            return view
        }
        guard let viewType = reuse.headerFooterClasses[identifier] else { return nil }
        return viewType.init(registeredReuseIdentifier: identifier)
    }
}
