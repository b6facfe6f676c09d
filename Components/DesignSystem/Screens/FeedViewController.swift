import UIKit

/// The feed: places to visit as cards in a compositional collection view, one column of
/// self-sizing cards under a section header, fed by a diffable data source.
public final class FeedViewController: UIViewController {
    /// The feed's sections.
    enum Section: CaseIterable {
        case nearby
        case saved

        /// The section's header, in the app's language.
        var title: String {
            switch self {
            case .nearby: return String(localized: "近くのおすすめ", bundle: .module, comment: "Feed section header")
            case .saved: return String(localized: "保存したスポット", bundle: .module, comment: "Feed section header")
            }
        }
    }

    /// One place in the feed.
    struct Item: Hashable {
        let title: String
        let area: String
        let body: String
    }

    static let items: [Section: [Item]] = [
        .nearby: [
            Item(title: "甘酒横丁", area: "中央区日本橋人形町", body: "人形焼と甘酒の老舗が並ぶ通り。"),
            Item(title: "水天宮", area: "中央区日本橋蛎殻町",
                 body: "安産と子授けのお守りで知られる神社。戌の日には参拝の家族で境内がにぎわい、社殿の脇には子宝いぬの像がある。"),
            Item(title: "浜町公園", area: "中央区日本橋浜町", body: "隅田川に面した広い公園。川沿いのテラスを歩いて清洲橋まで行ける。"),
        ],
        .saved: [
            Item(title: "明治座", area: "中央区日本橋浜町", body: "創業百五十年を超える劇場。"),
        ],
    ]

    /// The collection view, laid out by `makeLayout()`.
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "フィード", bundle: .module, comment: "Feed screen title")
        // Japanese content: Japanese glyph forms whatever the device language.
        view.setTypesettingLanguage("ja")
        view.backgroundColor = ColorTokens.background
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = ColorTokens.background
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<FeedItemCell, Item> { cell, _, item in
            cell.configure(with: item)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section.allCases[indexPath.section].title
            // The system's secondary label color is 3.4:1 on white: the design system's keeps 4.5:1.
            content.textProperties.color = ColorTokens.textSecondary
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases {
            snapshot.appendItems(Self.items[section] ?? [], toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// One full-width column of cards whose height is estimated, then measured.
    private func makeLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = SpacingTokens.small + SpacingTokens.extraSmall
        section.contentInsets = NSDirectionalEdgeInsets(top: SpacingTokens.small, leading: SpacingTokens.medium,
                                                        bottom: SpacingTokens.large, trailing: SpacingTokens.medium)
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize,
                                                                 elementKind: UICollectionView.elementKindSectionHeader,
                                                                 alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
