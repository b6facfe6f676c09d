import Testing
import UIKit

/// A cell's content view is solved by an engine of its own when no constraint crosses its
/// edge (docs/AUTO-LAYOUT.md, "Layout islands"). What an app sees must not depend on that:
/// these rows are laid out as one window engine lays them out on iOS, whether their
/// constraints stay inside the content view or reach the cell or views outside the table.
@MainActor
@Suite("Cells solved on their own: the frames an app sees")
struct CellLayoutIslandTests {
    /// A cell with one wrapping label; `build` adds the label's constraints.
    final class LabelCell: UITableViewCell {
        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.font = .systemFont(ofSize: 17)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    /// Rows of `texts`, each cell's constraints made by `build`; `willDisplay` runs as the
    /// table delegate's `tableView(_:willDisplay:forRowAt:)`.
    final class Rows: UITableViewController {
        var texts: [String]
        let build: (LabelCell) -> Void
        var willDisplay: ((LabelCell, IndexPath) -> Void)?
        var cells: [LabelCell] = []

        init(texts: [String], rowHeight: CGFloat = UITableView.automaticDimension, build: @escaping (LabelCell) -> Void) {
            self.texts = texts
            self.build = build
            super.init(style: .plain)
            tableView.rowHeight = rowHeight
            tableView.estimatedRowHeight = 44
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = LabelCell(style: .default, reuseIdentifier: nil)
            cell.label.text = texts[indexPath.row]
            build(cell)
            cells.append(cell)
            return cell
        }

        override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            if let cell = cell as? LabelCell { willDisplay?(cell, indexPath) }
        }
    }

    static let long = "Your order left the warehouse in Osaka this morning and will reach the courier's depot before noon tomorrow."
    static let short = "Delivered"

    /// Pins the label to the top, leading and trailing margins of the content view, and to
    /// the bottom margin by `bottom` (equal, at most; nil: not at all).
    static func pinToMargins(_ cell: LabelCell, bottom: NSLayoutConstraint.Relation? = .equal) {
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            cell.label.topAnchor.constraint(equalTo: margins.topAnchor),
            cell.label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            cell.label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        switch bottom {
        case .equal: cell.label.bottomAnchor.constraint(equalTo: margins.bottomAnchor).isActive = true
        case .lessThanOrEqual: cell.label.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor).isActive = true
        case .greaterThanOrEqual: cell.label.bottomAnchor.constraint(greaterThanOrEqualTo: margins.bottomAnchor).isActive = true
        case nil: break
        }
    }

    /// The height `text` wraps to at `width` in the cells' font, on the @3x grid.
    static func textHeight(_ text: String, width: CGFloat) -> CGFloat {
        let probe = UILabel()
        probe.font = .systemFont(ofSize: 17)
        probe.numberOfLines = 0
        probe.text = text
        return ListTestSupport.pixelCeil(probe.sizeThatFits(CGSize(width: width, height: 0)).height)
    }

    @Test("A self-sized row places its label exactly where the same row at that height as a fixed height places it")
    func fittedEqualsFixed() throws {
        let fitted = Rows(texts: [Self.long, Self.short], build: { Self.pinToMargins($0) })
        let window = ListTestSupport.show(fitted)
        let heights = fitted.cells.map(\.frame.height)
        let fixed = Rows(texts: [Self.long], rowHeight: heights[0], build: { Self.pinToMargins($0) })
        let other = ListTestSupport.show(fixed)
        let a = try #require(fitted.cells.first), b = try #require(fixed.cells.first)
        #expect(a.frame.height == b.frame.height)
        #expect(a.label.frame == b.label.frame)
        // The label wraps at the margins' width and the row is as tall as it plus the
        // margins (and the separator).
        let margins = a.contentView.layoutMargins
        let width = a.contentView.bounds.width - margins.left - margins.right
        #expect(a.label.frame == CGRect(x: margins.left, y: margins.top, width: width, height: Self.textHeight(Self.long, width: width)))
        #expect(a.label.frame.height > 3 * a.label.font.lineHeight - 1)
        #expect(abs(a.contentView.bounds.height - (a.label.frame.maxY + margins.bottom)) < 0.01)
        _ = (window, other)
    }

    @Test("Text changed in a displayed cell is laid out again at the next layout")
    func textChangeRelaysOut() throws {
        let rows = Rows(texts: [Self.short], rowHeight: 200) { Self.pinToMargins($0, bottom: nil) }
        let window = ListTestSupport.show(rows)
        let cell = try #require(rows.cells.first)
        let width = cell.label.frame.width
        #expect(cell.label.frame.height == Self.textHeight(Self.short, width: width))
        cell.label.text = Self.long
        window.layoutIfNeeded()
        #expect(cell.label.frame.height == Self.textHeight(Self.long, width: width))
        #expect(cell.frame.height == 200)
    }

    @Test("A change made in willDisplay, after the row was measured, is what the cell lays out")
    func changeAfterMeasuring() throws {
        let rows = Rows(texts: [Self.long]) { Self.pinToMargins($0, bottom: .lessThanOrEqual) }
        rows.willDisplay = { cell, _ in cell.label.text = Self.short }
        _ = ListTestSupport.show(rows)
        let cell = try #require(rows.cells.first)
        let width = cell.label.frame.width
        // The row keeps the height measured with the long text; the label is one line.
        #expect(cell.frame.height > 3 * cell.label.font.lineHeight)
        #expect(cell.label.frame.height == Self.textHeight(Self.short, width: width))
    }

    @Test("A label pinned to the cell itself, outside the content view, follows that constraint")
    func constraintToTheCell() throws {
        let rows = Rows(texts: [Self.long], rowHeight: 120) { cell in
            let margins = cell.contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                cell.label.topAnchor.constraint(equalTo: margins.topAnchor),
                cell.label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 40),
                cell.label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -40),
            ])
        }
        _ = ListTestSupport.show(rows)
        let cell = try #require(rows.cells.first)
        #expect(cell.contentView.frame.minX == 0)
        #expect(cell.label.frame.minX == 40)
        #expect(cell.label.frame.width == cell.bounds.width - 80)
        #expect(cell.label.frame.height == Self.textHeight(Self.long, width: cell.bounds.width - 80))
    }

    @Test("A view beside the table pinned to a label inside a cell lines up with it")
    func constraintFromOutside() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let rows = Rows(texts: [Self.short, Self.long], build: { Self.pinToMargins($0) })
        let table = rows.tableView!
        table.frame = root.bounds
        root.addSubview(table)
        root.layoutIfNeeded()
        let cell = try #require(rows.cells.last)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: cell.label.leadingAnchor),
            marker.topAnchor.constraint(equalTo: cell.label.bottomAnchor, constant: 4),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let label = cell.label.convert(cell.label.bounds, to: root)
        #expect(marker.frame == CGRect(x: label.minX, y: label.maxY + 4, width: 10, height: 10))
        // The label still wraps inside its row's margins.
        let margins = cell.contentView.layoutMargins
        #expect(cell.label.frame.minX == margins.left)
        #expect(cell.label.frame.height == Self.textHeight(Self.long, width: cell.contentView.bounds.width - margins.left - margins.right))
    }

    @Test("Two required widths on a label in a cell are reported, as a window's engine reports them")
    func conflictInACell() throws {
        let rows = Rows(texts: [Self.short], rowHeight: 60) { cell in
            NSLayoutConstraint.activate([
                cell.label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                cell.label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                cell.label.widthAnchor.constraint(equalToConstant: 100),
                cell.label.widthAnchor.constraint(equalToConstant: 200),
            ])
        }
        let window = ListTestSupport.show(rows)
        let reports = window.layoutReports()
        #expect(reports.count == 1)
        #expect(reports.first?.contains("width == 200") == true || reports.first?.contains("width == 100") == true)
        let width = try #require(rows.cells.first).label.frame.width
        #expect(width == 100 || width == 200)
    }
}
