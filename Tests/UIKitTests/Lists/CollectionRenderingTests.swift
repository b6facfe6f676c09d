import Testing
import UIKit

/// A feed as teams build one: a compositional layout with a carousel of places and a list
/// of self-sizing article cards, section headers, a diffable data source and registrations.
@MainActor
final class FeedController: UIViewController {
    enum Section: Int, Hashable, Sendable { case featured, articles }
    struct Article: Hashable, Sendable { let title: String; let body: String }

    let places = ["沖縄", "北海道", "京都", "金沢"]
    let articles = [
        Article(title: "美ら海水族館", body: "ジンベエザメが泳ぐ大水槽と、サンゴ礁の海を再現した展示。"),
        Article(title: "雪まつり", body: String(repeating: "雪の季節の札幌は、大通公園の雪まつりで賑わいます。", count: 2)),
        Article(title: "嵐山", body: "紅葉の嵐山。"),
        Article(title: "兼六園", body: "日本三名園のひとつ。四季折々の景色が楽しめます。"),
    ]
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            let section: NSCollectionLayoutSection
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(160)), subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 12
            } else {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120))
                section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.interGroupSpacing = 12
            }
            section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 20, trailing: 16)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    override func loadView() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "おすすめ"
        let placeCell = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, place in
            var content = UIListContentConfiguration.cell()
            content.text = place
            content.textProperties.font = .preferredFont(forTextStyle: .title2)
            content.textProperties.color = .white
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = [UIColor.systemTeal, .systemIndigo, .systemOrange, .systemPink][indexPath.item % 4]
            background.cornerRadius = 16
            cell.backgroundConfiguration = background
        }
        let articleCell = UICollectionView.CellRegistration<CardCell, Article> { cell, _, article in
            cell.title.text = article.title
            cell.body.text = article.body
        }
        let header = UICollectionView.SupplementaryRegistration<FeedHeader>(elementKind: UICollectionView.elementKindSectionHeader) {
            header, _, indexPath in
            header.label.text = indexPath.section == 0 ? "人気の行き先" : "読みもの"
        }
        let articles = Dictionary(uniqueKeysWithValues: self.articles.map { ($0.title, $0) })
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, identifier in
            if indexPath.section == 0 {
                return collectionView.dequeueConfiguredReusableCell(using: placeCell, for: indexPath, item: identifier)
            }
            return collectionView.dequeueConfiguredReusableCell(using: articleCell, for: indexPath, item: articles[identifier])
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.featured, .articles])
        snapshot.appendItems(places, toSection: .featured)
        snapshot.appendItems(self.articles.map(\.title), toSection: .articles)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A feed's section title: a bold title 2 along the section's leading edge.
final class FeedHeader: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize, weight: .bold)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A photo grid with a flow layout: three columns, headers, spacing of one point.
@MainActor
final class GridController: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "写真"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        if let layout = collectionViewLayout as? UICollectionViewFlowLayout {
            let side = ((view.bounds.width - 4) / 3).rounded(.down)
            layout.itemSize = CGSize(width: side, height: side)
        }
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 7 : 9 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        let hues: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
        cell.contentView.backgroundColor = hues[(indexPath.item + indexPath.section * 3) % hues.count]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        (header as? TitleHeader)?.label.text = indexPath.section == 0 ? "今日" : "昨日"
        return header
    }
}

/// Screens rendered without warnings (set LISTS_SAVE=1 to write them to /tmp/lists-*.png).
@MainActor
@Suite("Collection screens")
struct CollectionRenderingTests {
    func renderCleanly(_ controller: UIViewController, name: String) -> UIImage {
        let diagnostics = RenderDiagnostics()
        let image = diagnostics.collect {
            let window = ListTestSupport.show(controller)
            return ListTestSupport.render(window, name: name)
        }
        #expect(diagnostics.issues.isEmpty, "\(name): \(diagnostics.issues)")
        return image
    }

    @Test("A feed: a carousel cut off at the edge, self-sized cards, prominent headers, in a navigation controller")
    func feed() throws {
        let feed = FeedController()
        let navigation = UINavigationController(rootViewController: feed)
        let image = renderCleanly(navigation, name: "collection-feed")
        let view: UICollectionView = try #require(feed.collectionView)
        let card = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let origin = card.convert(CGPoint(x: 20, y: 20), to: nil)
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, Int(origin.x * 2), Int(origin.y * 2)), (48, 176, 199), tolerance: 12),
                "the first card is teal")
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame.maxX > 390, "the next card is cut off at the edge")
    }

    @Test("A photo grid: three columns two points apart under titled headers")
    func grid() throws {
        let grid = GridController()
        let navigation = UINavigationController(rootViewController: grid)
        let image = renderCleanly(navigation, name: "collection-grid")
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        // 3 × 128 + 2 × 2 = 388 of 390 points: the 2 left over are spread between the
        // columns, as UIKit justifies a flow layout's lines, so they are 3 points apart.
        #expect(cell.frame.width == 128 && cell.frame.minX == 128 + 3, "columns 3 points apart")
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, Int(center.x * 2), Int(center.y * 2)), (255, 149, 0), tolerance: 12))
    }

    @Test("An inset grouped list of settings in a navigation controller, light and dark")
    func list() throws {
        _ = renderCleanly(UINavigationController(rootViewController: ListSettingsController()), name: "collection-list")
        let dark = UINavigationController(rootViewController: ListSettingsController())
        dark.overrideUserInterfaceStyle = .dark
        let image = renderCleanly(dark, name: "collection-list-dark")
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, 10, 600), (0, 0, 0)), "the grouped background is black in dark mode")
    }

    @Test("A plain list of people with pinned headers, and an outline in a sidebar list, expanded and collapsed")
    func plainAndOutline() throws {
        var plain = UICollectionLayoutListConfiguration(appearance: .plain)
        plain.headerMode = .supplementary
        let people = CollectionScreen(layout: UICollectionViewCompositionalLayout.list(using: plain), counts: [3, 4])
        people.cellClass = UICollectionViewListCell.self
        people.configure = { cell, indexPath in
            guard let cell = cell as? UICollectionViewListCell else { return }
            var content = UIListContentConfiguration.subtitleCell()
            content.text = [["相沢 明", "青木 優子", "秋山 翔"], ["加藤 結衣", "木村 拓也", "久保 葵", "小林 蓮"]][indexPath.section][indexPath.item]
            content.secondaryText = "090-0000-000\(indexPath.item)"
            cell.contentConfiguration = content
            cell.contentView.backgroundColor = nil
            cell.accessories = indexPath.item == 0 ? [.checkmark()] : [.label(text: "友だち"), .disclosureIndicator()]
        }
        _ = renderCleanly(UINavigationController(rootViewController: people), name: "collection-plain")

        let outline = OutlineController()
        _ = renderCleanly(UINavigationController(rootViewController: outline), name: "collection-outline")
        let expanded = try #require(outline.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(expanded.configurationState.isExpanded)
    }
}

/// An outline as a sidebar shows it: regions expanded to their prefectures.
@MainActor
final class OutlineController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func loadView() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "地域"
        let parent = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let child = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let regions = ["九州": ["福岡", "熊本", "鹿児島"], "関東": ["東京", "神奈川"], "北海道": ["札幌"]]
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            regions[item] != nil
                ? collectionView.dequeueConfiguredReusableCell(using: parent, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: child, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        for region in ["九州", "関東", "北海道"] {
            snapshot.append([region])
            snapshot.append(regions[region] ?? [], to: region)
        }
        snapshot.expand(["九州", "北海道"])
        dataSource.apply(snapshot, to: 0, animatingDifferences: false)
    }
}
