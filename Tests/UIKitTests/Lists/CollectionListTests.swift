import Testing
import UIKit

/// A settings screen as a team writes it with a list layout, cell registrations and a
/// diffable data source: the same rows as `SettingsController`'s inset grouped table.
@MainActor
final class ListSettingsController: UIViewController {
    let content = SettingsController().sections
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func loadView() {
        let layout = UICollectionViewCompositionalLayout { [content] section, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            configuration.footerMode = content[section].footer == nil ? .none : .supplementary
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "設定"
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [content] cell, indexPath, _ in
            let row = content[indexPath.section].rows[indexPath.item]
            var configuration = UIListContentConfiguration.valueCell()
            configuration.text = row.0
            configuration.secondaryText = row.1
            cell.contentConfiguration = configuration
            if indexPath == IndexPath(item: 2, section: 0) {
                cell.accessories = [.customView(configuration: .init(customView: UISwitch(), placement: .trailing()))]
            } else {
                cell.accessories = [.disclosureIndicator()]
            }
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            [content] header, _, indexPath in
            var configuration = header.defaultContentConfiguration()
            configuration.text = content[indexPath.section].header
            header.contentConfiguration = configuration
        }
        let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) {
            [content] footer, _, indexPath in
            var configuration = footer.defaultContentConfiguration()
            configuration.text = content[indexPath.section].footer
            footer.contentConfiguration = configuration
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (index, section) in content.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(section.rows.map(\.0), toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// Whether two rectangles are the same to a thousandth of a point.
func sameRect(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}

/// List layouts measured against the table view: the same screen built both ways has the
/// same frames; list cells' accessories, separators and corners.
@MainActor
@Suite("UICollectionLayoutListConfiguration")
struct CollectionListTests {
    @Test("An inset grouped list has the inset grouped table's frames: headers, rows, footers, section gaps")
    func matchesTable() throws {
        let table = SettingsController()
        let tableWindow = ListTestSupport.show(table)
        let list = ListSettingsController()
        let diagnostics = RenderDiagnostics()
        let listWindow = diagnostics.collect { ListTestSupport.show(list) }
        let collection: UICollectionView = try #require(list.collectionView)
        let tableView: UITableView = table.tableView
        for (section, content) in table.sections.enumerated() {
            let header = collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                           at: IndexPath(item: 0, section: section))?.frame
            #expect(sameRect(header, tableView.rectForHeader(inSection: section)), "header \(section): \(String(describing: header))")
            for row in content.rows.indices {
                let frame = collection.layoutAttributesForItem(at: IndexPath(item: row, section: section))?.frame
                #expect(sameRect(frame, tableView.rectForRow(at: IndexPath(row: row, section: section))), "row \(section).\(row): \(String(describing: frame))")
            }
            if content.footer != nil {
                let footer = collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                               at: IndexPath(item: 0, section: section))?.frame
                #expect(sameRect(footer, tableView.rectForFooter(inSection: section)), "footer \(section): \(String(describing: footer))")
            }
        }
        #expect(abs(collection.contentSize.height - tableView.contentSize.height) < 0.001)
        #expect(collection.backgroundColor == UIColor.systemGroupedBackground)
        #expect(diagnostics.issues.isEmpty, "\(diagnostics.issues)")
        _ = (tableWindow, listWindow)
    }

    @Test("List cells: the text 16 points into the section, the chevron at the trailing margin, a switch as a custom accessory")
    func listCells() throws {
        let list = ListSettingsController()
        let window = ListTestSupport.show(list)
        let collection: UICollectionView = try #require(list.collectionView)
        let wifi = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(wifi.frame.minX == 16 && wifi.frame.width == 358)
        let content = try #require(wifi.contentView as? UIListContentView)
        #expect(content.convert(CGPoint(x: content.textLeadingX, y: 0), to: wifi).x == 16)
        let chevron = try #require(wifi.subviews.first { $0.frame.size == CGSize(width: 8, height: 13) })
        #expect(abs(chevron.frame.maxX - (358 - 16)) < 0.001, "at the trailing margin")
        #expect(abs(content.frame.maxX - (chevron.frame.minX - 10)) < 0.001, "the content ends 10 points before it")
        #expect(wifi.layer.cornerRadius == 10 && wifi.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let airplane = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
        let toggle = try #require(airplane.subviews.first { $0 is UISwitch })
        #expect(abs(toggle.frame.maxX - (358 - 16)) < 0.001)
        #expect(airplane.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                              at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let headerContent = try #require(header.contentConfiguration as? UIListContentConfiguration)
        #expect(headerContent.textProperties.font == UIFont.preferredFont(forTextStyle: .footnote), "the grouped header style")
        _ = window
    }

    @Test("Plain lists: rows edge to edge, a header 22 points below the previous section, pinned while its rows scroll")
    func plainList() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let screen = CollectionScreen(layout: layout, counts: [20, 20])
        screen.cellClass = UICollectionViewListCell.self
        screen.configure = { cell, indexPath in
            var content = UIListContentConfiguration.cell()
            content.text = "行 \(indexPath.item)"
            cell.contentConfiguration = content
            cell.contentView.backgroundColor = nil
        }
        let window = ListTestSupport.show(screen)
        let view = screen.collectionView
        let kind = UICollectionView.elementKindSectionHeader
        let header = try #require(view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0)))
        #expect(sameRect(header.frame, CGRect(x: 0, y: 22, width: 390, height: header.frame.height)), "\(header.frame)")
        let row = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(row.frame.minY - header.frame.maxY) < 0.001 && row.frame.width == 390)
        #expect(view.backgroundColor == UIColor.systemBackground)
        view.contentOffset = CGPoint(x: 0, y: 300)
        view.layoutIfNeeded()
        let pinned = try #require(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
        #expect(abs(pinned.frame.minY - (300 + view.adjustedContentInset.top)) < 0.001)
        _ = window
    }

    @Test("Separators: under every row of a plain list, none under a grouped section's last row; a hidden separator when asked")
    func separators() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.itemSeparatorHandler = { indexPath, separators in
            var separators = separators
            if indexPath.item == 0 { separators.bottomSeparatorVisibility = .hidden }
            return separators
        }
        let screen = CollectionScreen(layout: UICollectionViewCompositionalLayout.list(using: configuration), counts: [3])
        screen.cellClass = UICollectionViewListCell.self
        screen.configure = { cell, _ in
            var content = UIListContentConfiguration.cell()
            content.text = "行"
            cell.contentConfiguration = content
            cell.contentView.backgroundColor = nil
        }
        let window = ListTestSupport.show(screen)
        let contexts = (0..<3).compactMap { screen.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.listContext }
        #expect(contexts.map(\.showsSeparator) == [false, true, false])
        _ = window
    }

    @Test("First item as header: the section's first cell takes the header's style and no 44-point minimum; sidebars show no separators")
    func firstItemHeader() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let screen = CollectionScreen(layout: UICollectionViewCompositionalLayout.list(using: configuration), counts: [3])
        screen.cellClass = UICollectionViewListCell.self
        screen.configure = { cell, indexPath in
            guard let cell = cell as? UICollectionViewListCell else { return }
            var content = cell.defaultContentConfiguration()
            content.text = indexPath.item == 0 ? "ライブラリ" : "項目 \(indexPath.item)"
            cell.contentConfiguration = content
            cell.contentView.backgroundColor = nil
        }
        let window = ListTestSupport.show(screen)
        let header = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
        #expect(content.textProperties.font == UIListContentConfiguration.sidebarHeader().textProperties.font)
        #expect(header.frame.height < 44, "a header is as tall as its text and margins")
        let contexts = (1..<3).compactMap { screen.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.listContext }
        #expect(contexts.allSatisfy { !$0.showsSeparator })
        _ = window
    }
}
