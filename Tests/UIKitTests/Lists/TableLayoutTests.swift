import Testing
import UIKit

/// Where a table puts its rows, headers and footers on a 390-point iPhone in portrait
/// (47-point top and 34-point bottom safe area), as UIKit computes them.
@MainActor
@Suite("UITableView layout")
struct TableLayoutTests {
    /// A table controller of `style` with `rows` rows per section, titled sections.
    final class Rows: UITableViewController {
        let rows: [Int]
        let titles: Bool
        init(style: UITableView.Style, rows: [Int], titles: Bool = true) {
            self.rows = rows
            self.titles = titles
            super.init(style: style)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        }
        override func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titles ? "セクション \(section)" : nil
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "行 \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }
    }

    /// The height UIKit gives a one-line body-text row here: the text's line plus 11
    /// points above and below plus the one-pixel separator, at least 44 points.
    func oneLineRowHeight() -> CGFloat {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "行 0"
        let content = label.sizeThatFits(CGSize(width: 300, height: 0)).height + 22 + 1.0 / 3
        return max(44, ListTestSupport.pixelCeil(content))
    }

    @Test("Inset grouped rows sit inside the 16-point layout margins with the table's side margin inside them")
    func insetGroupedFrames() throws {
        let controller = Rows(style: .insetGrouped, rows: [3, 2])
        let window = ListTestSupport.show(controller)
        let table: UITableView = controller.tableView
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -47), "the content starts below the status bar")
        let height = oneLineRowHeight()
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first.minX == 16 && first.width == 358)
        #expect(abs(first.height - height) < 0.01)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame == first)
        #expect(abs(cell.contentView.frame.height - (height - 1.0 / 3)) < 0.01, "the separator's pixel is below the content view")
        let list = try #require(cell.contentView as? UIListContentView)
        #expect(list.layoutMargins.left == 16, "the text starts 16 points inside the section")
        #expect(cell.layer.cornerRadius == 10 && cell.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let middle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(middle.layer.cornerRadius == 0)
        _ = window
    }

    @Test("Plain rows span the width; grouped rows too, on the grouped background")
    func plainAndGroupedFrames() {
        for style in [UITableView.Style.plain, .grouped] {
            let controller = Rows(style: style, rows: [2])
            let window = ListTestSupport.show(controller)
            let table: UITableView = controller.tableView
            let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
            #expect(row.minX == 0 && row.width == 390, "\(style)")
            #expect(table.backgroundColor == (style == .plain ? UIColor.systemBackground : UIColor.systemGroupedBackground))
            _ = window
        }
    }

    @Test("Headers: 22 points of padding above a plain header; a grouped header's title sits 6 points above the rows")
    func headerPlacement() throws {
        let plain = Rows(style: .plain, rows: [2, 2])
        let plainWindow = ListTestSupport.show(plain)
        let plainTable: UITableView = plain.tableView
        let header = plainTable.rectForHeader(inSection: 0)
        #expect(header.minY == 22, "sectionHeaderTopPadding is automatic: 22 points")
        #expect(plainTable.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.maxY)
        #expect(plainTable.rect(forSection: 0).minY == 0 && plainTable.rect(forSection: 1).minY == plainTable.rect(forSection: 0).maxY)
        plainTable.sectionHeaderTopPadding = 0
        plainTable.layoutIfNeeded()
        #expect(plainTable.rectForHeader(inSection: 0).minY == 0)
        _ = plainWindow

        let grouped = Rows(style: .insetGrouped, rows: [1, 1])
        let groupedWindow = ListTestSupport.show(grouped)
        let table: UITableView = grouped.tableView
        let view = try #require(table.headerView(forSection: 0))
        let content = try #require(view.contentView as? UIListContentView)
        let label = try #require(content.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden })
        #expect(label.text == "セクション 0", "grouped titles are uppercased; Japanese has no case")
        #expect(abs(view.frame.maxY - content.convert(label.frame, to: view).maxY - 6) < 0.5)
        #expect(abs(content.convert(label.frame, to: table).minX - 32) < 0.01, "aligned with the rows' text")
        #expect(table.rectForFooter(inSection: 0).height == 17.5, "an untitled grouped footer")
        _ = groupedWindow
    }

    @Test("The content size adds up the table header, sections and table footer")
    func contentSize() {
        let controller = Rows(style: .plain, rows: [3], titles: false)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        controller.loadViewIfNeeded()
        controller.tableView.tableHeaderView = header
        controller.tableView.tableFooterView = footer
        let window = ListTestSupport.show(controller)
        let table: UITableView = controller.tableView
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 100), "as wide as the table")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        let rows = 3 * oneLineRowHeight()
        #expect(abs(table.contentSize.height - (100 + rows + 30)) < 0.01)
        #expect(abs(footer.frame.minY - (100 + rows)) < 0.01)
        _ = window
    }

    /// Rows whose heights differ: "行" repeated, one to nine lines at the phone's width.
    final class GrowingRows: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { 3 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 + section }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "セクション \(section)" }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.text = String(repeating: "長い行の文章です。", count: 1 + (indexPath.row * 5 + indexPath.section * 3) % 9 * 3)
            return cell
        }
    }

    @Test("Self-sizing rows of different heights follow each other with no gap or overlap, section after section")
    func measuredRowsStack() throws {
        let controller = GrowingRows(style: .plain)
        controller.tableView.estimatedRowHeight = 44
        let window = ListTestSupport.show(controller)
        let table: UITableView = controller.tableView
        table.frame.size.height = 10_000
        table.layoutIfNeeded()
        var heights = Set<CGFloat>()
        var previousBottom: CGFloat?
        for section in 0..<3 {
            let header = table.rectForHeader(inSection: section)
            if let previousBottom {
                #expect(abs(table.rect(forSection: section).minY - previousBottom) < 0.001, "section \(section) follows the rows above")
            }
            var y = header.maxY
            for row in 0..<(4 + section) {
                let indexPath = IndexPath(row: row, section: section)
                let cell = try #require(table.cellForRow(at: indexPath), "every row is on screen")
                #expect(abs(cell.frame.minY - y) < 0.001, "row \(indexPath) starts where the one above ends")
                #expect(cell.frame == table.rectForRow(at: indexPath))
                heights.insert(cell.frame.height)
                y = cell.frame.maxY
            }
            previousBottom = y + table.rectForFooter(inSection: section).height
            #expect(abs(table.rect(forSection: section).maxY - (previousBottom ?? 0)) < 0.001)
        }
        #expect(heights.count >= 4, "the rows were measured, not left at the estimate: \(heights.sorted())")
        #expect(!heights.contains(44), "no row keeps the 44-point estimate")
        #expect(abs(table.contentSize.height - (previousBottom ?? 0)) < 0.001)
        _ = window
    }

    @Test("A 500-row table makes cells only for the rows on screen, estimating the rest")
    func visibleCellsOnly() {
        let controller = Rows(style: .plain, rows: [500], titles: false)
        let diagnostics = RenderDiagnostics()
        let window = diagnostics.collect { ListTestSupport.show(controller) }
        let table: UITableView = controller.tableView
        let height = oneLineRowHeight()
        let visibleHeight = 844.0 - 47
        let expected = Int((visibleHeight / height).rounded(.up))
        #expect(table.visibleCells.count == expected, "rows 0 to \(expected - 1) meet the bounds below the status bar")
        #expect(table.indexPathsForVisibleRows == (0..<expected).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellForRow(at: IndexPath(row: 200, section: 0)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 200, section: 0)).height == 44, "not measured yet: the 44-point estimate")
        #expect(abs(table.contentSize.height - (CGFloat(expected) * height + CGFloat(500 - expected) * 44)) < 0.01)
        table.contentOffset = CGPoint(x: 0, y: 4000)
        table.layoutIfNeeded()
        let rows = table.indexPathsForVisibleRows ?? []
        #expect(rows.first.map { table.rectForRow(at: $0).minY <= 4000 } == true)
        #expect(table.visibleCells.count <= Int((844 / height).rounded(.up)) + 1, "as many cells as fit the bounds, reused")
        #expect(diagnostics.issues.isEmpty, "\(diagnostics.issues)")
        _ = window
    }

    /// A data source object apart from the controller, as teams often write one.
    final class Cities: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = ["那覇", "札幌", "仙台"][indexPath.row]
            return cell
        }
    }

    @Test("A table pinned with constraints to the safe area starts its rows at its top; in a navigation controller the bar adds to the inset")
    func autoLayoutAndNavigation() throws {
        let cities = Cities()
        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        table.translatesAutoresizingMaskIntoConstraints = false
        table.dataSource = cities
        controller.view.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            table.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        let diagnostics = RenderDiagnostics()
        let window = diagnostics.collect { ListTestSupport.show(controller) }
        #expect(table.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(table.adjustedContentInset == .zero && table.contentOffset == .zero)
        #expect(table.visibleCells.count == 3 && table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(diagnostics.issues.isEmpty, "\(diagnostics.issues)")

        let list = UITableViewController(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: list)
        let navigationWindow = ListTestSupport.show(navigation)
        let navigationBar = navigation.navigationBar.frame
        #expect(list.tableView.adjustedContentInset.top == navigationBar.maxY, "below the status bar and the navigation bar")
        _ = (window, navigationWindow)
    }
}
