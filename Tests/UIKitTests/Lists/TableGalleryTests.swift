import Testing
import UIKit

/// Whole screens built the way teams build lists, rendered without a single warning (set
/// LISTS_SAVE=1 to write them to /tmp/lists-*.png and look at them).
@MainActor
@Suite("Table screens")
struct TableGalleryTests {
    func renderCleanly(_ controller: UIViewController, name: String, setUp: (UIViewController) -> Void = { _ in }) -> UIImage {
        let diagnostics = RenderDiagnostics()
        let image = diagnostics.collect {
            let window = ListTestSupport.show(controller)
            setUp(controller)
            return ListTestSupport.render(window, name: name)
        }
        #expect(diagnostics.issues.isEmpty, "\(name): \(diagnostics.issues)")
        return image
    }

    @Test("Settings (inset grouped, light and dark), contacts (plain, index, selection, editing), articles (grouped, self-sizing)")
    func screens() throws {
        _ = renderCleanly(SettingsController(), name: "settings")
        let dark = SettingsController()
        dark.overrideUserInterfaceStyle = .dark
        let darkImage = renderCleanly(dark, name: "settings-dark")
        #expect(ListTestSupport.near(ListTestSupport.pixel(darkImage, 10, 600), (0, 0, 0)), "the grouped background is black in dark mode")
        _ = renderCleanly(ContactsController(), name: "contacts") { controller in
            (controller as? ContactsController)?.tableView.selectRow(at: IndexPath(row: 1, section: 2), animated: false, scrollPosition: .none)
        }
        let editing = ContactsController()
        editing.editing = true
        editing.showsIndex = false
        let editingImage = renderCleanly(editing, name: "contacts-editing")
        let row = editing.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        let discCenter = (x: Int((16 + 11) * 2), y: Int((row.midY + 47) * 2))
        #expect(ListTestSupport.near(ListTestSupport.pixel(editingImage, discCenter.x - 12, discCenter.y - 8), (255, 59, 48), tolerance: 8),
                "the red delete control at the leading margin")
        let cell = try #require(editing.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame.minX == 38, "the content moves aside for the control")
        _ = renderCleanly(ArticlesController(), name: "articles")
        _ = renderCleanly(ContactsController(), name: "refreshing") { controller in
            guard let contacts = controller as? ContactsController else { return }
            contacts.tableView.refreshControl = UIRefreshControl()
            contacts.tableView.refreshControl?.beginRefreshing()
        }
    }

    @Test("A registered header view's legacy text label takes the grouped style: uppercased footnote in the secondary color")
    func legacyHeaderLabel() throws {
        final class Sections: UITableViewController {
            var displayed: [IndexPath] = []
            init() { super.init(style: .grouped) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
                header?.textLabel?.text = "Network"
                return header
            }
            override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                displayed.append(indexPath)
            }
        }
        let controller = Sections()
        let window = ListTestSupport.show(controller)
        let header = try #require(controller.tableView.headerView(forSection: 0))
        let label = try #require(header.textLabel)
        #expect(label.text == "NETWORK")
        #expect(label.font == UIFont.preferredFont(forTextStyle: .footnote) && label.textColor == UIColor.secondaryLabel)
        #expect(label.frame.minX == 16)
        #expect(abs(header.frame.height - (16 + label.frame.height + 6)) < 0.01)
        #expect(controller.displayed == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], "willDisplay once per row shown")
        _ = window
    }

    @Test("The value 2 style: a tinted, trailing-aligned text in a narrow column, then the detail")
    func value2() throws {
        let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.textLabel?.text = "電話"
        cell.detailTextLabel?.text = "090-1234-5678"
        cell.layoutIfNeeded()
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        #expect(text.textAlignment == .right && text.textColor == UIColor.tintColor)
        #expect(text.frame.minX == 16 && text.frame.width == ((390 - 32) * 0.3).rounded())
        #expect(detail.frame.minX == text.frame.maxX + 6)
    }
}
