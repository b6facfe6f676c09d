import Testing
import UIKit

/// Diffable data sources for collection views: snapshots, section snapshots with
/// expanded and collapsed outlines, supplementary view providers.
@MainActor
@Suite("UICollectionViewDiffableDataSource")
struct CollectionDiffableTests {
    enum Section: Hashable, Sendable { case places, foods }

    func listView() -> (UICollectionView, UICollectionView.CellRegistration<UICollectionViewListCell, String>) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 800),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        return (view, registration)
    }

    @Test("Applying a snapshot shows its sections and items; the lookups answer from it")
    func snapshots() throws {
        let (view, registration) = listView()
        let window = UIWindow(frame: view.frame)
        window.addSubview(view)
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.places, .foods])
        snapshot.appendItems(["那覇", "札幌", "京都"], toSection: .places)
        snapshot.appendItems(["ソーキそば", "ジンギスカン"], toSection: .foods)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(view.numberOfSections == 2 && view.numberOfItems(inSection: 0) == 3 && view.numberOfItems(inSection: 1) == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "ジンギスカン")
        #expect(dataSource.indexPath(for: "京都") == IndexPath(item: 2, section: 0))
        #expect(dataSource.sectionIdentifier(for: 1) == .foods && dataSource.index(for: .foods) == 1)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "ソーキそば")
        #expect(view.visibleCells.count == 5)

        var next = dataSource.snapshot()
        next.deleteItems(["札幌"])
        next.insertItems(["仙台"], afterItem: "那覇")
        dataSource.apply(next)
        window.layoutIfNeeded()
        #expect((view.cellForItem(at: IndexPath(item: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text == "仙台")
        #expect(dataSource.snapshot().itemIdentifiers(inSection: .places) == ["那覇", "仙台", "京都"])
    }

    @Test("Section snapshots: collapsed children are hidden, expanded ones shown and indented one level")
    func outline() throws {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["九州", "本州"])
        outline.append(["福岡", "熊本"], to: "九州")
        outline.append(["東京"], to: "本州")
        #expect(outline.items == ["九州", "福岡", "熊本", "本州", "東京"])
        #expect(outline.visibleItems == ["九州", "本州"])
        outline.expand(["九州"])
        #expect(outline.visibleItems == ["九州", "福岡", "熊本", "本州"])
        #expect(outline.level(of: "熊本") == 1 && outline.parent(of: "熊本") == "九州" && outline.isVisible("東京") == false)
        #expect(outline.snapshot(of: "九州").items == ["福岡", "熊本"])

        let (view, registration) = listView()
        let window = UIWindow(frame: view.frame)
        window.addSubview(view)
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { view, indexPath, item in
            let cell = view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            cell.accessories = [.outlineDisclosure()]
            return cell
        }
        dataSource.apply(outline, to: .places, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 4)
        let parent = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let child = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(parent.indentationLevel == 0 && child.indentationLevel == 1)
        #expect(parent.configurationState.isExpanded)
        #expect(child.contentView.frame.minX == parent.contentView.frame.minX + child.indentationWidth)
        let parentText = try #require(parent.contentView as? UIListContentView).textLeadingX + parent.contentView.frame.minX
        let childText = try #require(child.contentView as? UIListContentView).textLeadingX + child.contentView.frame.minX
        #expect(childText == parentText + child.indentationWidth, "the text moves by one indentation step")
        #expect(dataSource.snapshot(for: .places).visibleItems == outline.visibleItems)
        outline.collapse(["九州"])
        dataSource.apply(outline, to: .places)
        window.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 2)
    }
}
