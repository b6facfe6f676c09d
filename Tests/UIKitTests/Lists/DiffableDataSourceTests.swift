import Testing
import UIKit

/// Snapshots and the diffable data source of a table.
@MainActor
@Suite("Diffable data source")
struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case favorites, all }

    @Test("A snapshot keeps sections and items in order and finds them")
    func snapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favorites, .all])
        snapshot.appendItems(["那覇", "石垣"], toSection: .favorites)
        snapshot.appendItems(["札幌", "仙台", "福岡"])
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
        #expect(snapshot.itemIdentifiers(inSection: .all) == ["札幌", "仙台", "福岡"])
        #expect(snapshot.sectionIdentifier(containingItem: "石垣") == .favorites)
        snapshot.insertItems(["東京"], beforeItem: "仙台")
        snapshot.moveItem("那覇", afterItem: "石垣")
        snapshot.deleteItems(["福岡"])
        #expect(snapshot.itemIdentifiers == ["石垣", "那覇", "札幌", "東京", "仙台"])
        #expect(snapshot.indexOfItem("東京") == 3 && snapshot.indexOfSection(.all) == 1)
        snapshot.reloadItems(["東京"])
        #expect(snapshot.reloadedItemIdentifiers == ["東京"])
        snapshot.deleteSections([.favorites])
        #expect(snapshot.sectionIdentifiers == [.all] && snapshot.numberOfItems == 3)
    }

    @Test("Applying a snapshot shows its rows; the data source answers items for rows and rows for items")
    func tableShowsSnapshot() throws {
        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .insetGrouped)
        controller.view = table
        table.register(UITableViewCell.self, forCellReuseIdentifier: "City")
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, city in
            let cell = table.dequeueReusableCell(withIdentifier: "City", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = city
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favorites, .all])
        snapshot.appendItems(["那覇"], toSection: .favorites)
        snapshot.appendItems(["札幌", "仙台"], toSection: .all)
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        #expect(completed)
        let window = ListTestSupport.show(controller)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "仙台")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "札幌")
        #expect(dataSource.indexPath(for: "那覇") == IndexPath(row: 0, section: 0))
        #expect(dataSource.sectionIdentifier(for: 1) == .all)
        snapshot.deleteItems(["札幌"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(dataSource.snapshot().itemIdentifiers == ["那覇", "仙台"])
        _ = window
    }
}
