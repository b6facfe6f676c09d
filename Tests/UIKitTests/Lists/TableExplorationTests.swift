import Testing
import UIKit

@MainActor
@Suite("Table exploration")
struct TableExplorationTests {
    func dump(_ table: UITableView) {
        print("table", table.frame, table.contentSize, table.adjustedContentInset, table.contentOffset, table.layoutMargins)
        for section in 0..<table.numberOfSections {
            print("header", section, table.rectForHeader(inSection: section), "footer", table.rectForFooter(inSection: section))
            for row in 0..<table.numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let cell = table.cellForRow(at: indexPath)
                print(" row", indexPath, table.rectForRow(at: indexPath), cell?.contentView.frame ?? .zero, cell?.textLabel?.frame ?? .zero)
            }
        }
    }

    @Test("print and render a settings screen")
    func settings() {
        let controller = SettingsController()
        let window = ListTestSupport.show(controller)
        dump(controller.tableView)
        _ = ListTestSupport.render(window, name: "settings")
    }

    @Test("print and render contacts")
    func contacts() {
        let controller = ContactsController()
        let window = ListTestSupport.show(controller)
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 2), animated: false, scrollPosition: .none)
        dump(controller.tableView)
        _ = ListTestSupport.render(window, name: "contacts")
        let editing = ContactsController()
        editing.editing = true
        editing.showsIndex = false
        _ = ListTestSupport.render(ListTestSupport.show(editing), name: "contacts-editing")
    }

    @Test("render articles, dark settings and a refreshing table")
    func more() {
        let articles = ArticlesController()
        let window = ListTestSupport.show(articles)
        dump(articles.tableView)
        _ = ListTestSupport.render(window, name: "articles")
        let dark = SettingsController()
        dark.overrideUserInterfaceStyle = .dark
        _ = ListTestSupport.render(ListTestSupport.show(dark), name: "settings-dark")
        let refreshing = ContactsController()
        refreshing.showsIndex = false
        let refreshWindow = ListTestSupport.show(refreshing)
        refreshing.tableView.refreshControl = UIRefreshControl()
        refreshing.tableView.refreshControl?.beginRefreshing()
        _ = ListTestSupport.render(refreshWindow, name: "refreshing")
    }
}
