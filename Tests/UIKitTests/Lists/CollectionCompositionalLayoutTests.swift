import Testing
import UIKit

/// Compositional layouts as feeds and grids use them: fractional grids, orthogonal
/// carousels at rest, boundary headers (self-sized, pinned), estimated heights with
/// wrapping Japanese text, decoration backgrounds, groups repeating and custom groups.
@MainActor
@Suite("UICollectionViewCompositionalLayout")
struct CollectionCompositionalLayoutTests {
    func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    func show(_ layout: UICollectionViewLayout, counts: [Int]) -> (CollectionScreen, UIWindow) {
        let screen = CollectionScreen(layout: layout, counts: counts)
        screen.collectionView.alwaysBounceVertical = true
        return (screen, ListTestSupport.show(screen))
    }

    func frame(_ screen: CollectionScreen, _ item: Int, _ section: Int = 0) -> CGRect? {
        screen.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Whether two numbers are the same to a thousandth of a point (fractions of widths).
    func same(_ a: CGFloat?, _ b: CGFloat) -> Bool {
        a.map { abs($0 - b) < 0.001 } ?? false
    }

    @Test("A 2-column grid: items half the section's width, square groups, content insets taken off each item")
    func twoColumnGrid() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        let (screen, window) = show(UICollectionViewCompositionalLayout(section: section), counts: [5])
        #expect(frame(screen, 0) == CGRect(x: 16, y: 12, width: 175, height: 175))
        #expect(frame(screen, 1) == CGRect(x: 199, y: 12, width: 175, height: 175))
        #expect(frame(screen, 2) == CGRect(x: 16, y: 195, width: 175, height: 175))
        #expect(frame(screen, 4)?.minX == 16, "the last group holds one item at its first place")
        #expect(screen.collectionView.contentSize == CGSize(width: 390, height: 8 + 3 * 183 + 8))
        _ = window
    }

    func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    @Test("An orthogonal carousel at rest: groups side by side from the leading inset, cut off by the edge; the next section below")
    func orthogonalCarousel() throws {
        let list = NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                               subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? carousel(.groupPaging) : list }
        let (screen, window) = show(layout, counts: [5, 3])
        let width = 0.8 * (390 - 32)
        #expect(frame(screen, 0) == CGRect(x: 16, y: 0, width: width, height: 200))
        #expect(same(frame(screen, 1)?.minX, 16 + width + 12))
        #expect(same(frame(screen, 2)?.minX, 16 + 2 * (width + 12)))
        #expect(frame(screen, 0, 1) == CGRect(x: 0, y: 200, width: 390, height: 60), "the section is as tall as its groups")
        let visible = screen.collectionView.indexPathsForVisibleItems
        #expect(visible.filter { $0.section == 0 } == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)],
                "the third card is past the edge")
        #expect(screen.collectionView.contentSize.height == 380)
        _ = window

        let (centered, centeredWindow) = show(UICollectionViewCompositionalLayout(section: carousel(.groupPagingCentered)), counts: [3])
        #expect(same(frame(centered, 0)?.minX, (390 - width) / 2), "group paging centered centers the first group")
        _ = centeredWindow
    }

    @Test("Boundary headers: an estimated header sizes itself, the items follow it and the section's top inset")
    func boundaryHeader() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 8
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let (screen, window) = show(UICollectionViewCompositionalLayout(section: section), counts: [2, 2])
        let headerView = try #require(screen.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                                at: IndexPath(item: 0, section: 0)))
        let line = CollectionTestSupport.textHeight("セクション 0", font: .preferredFont(forTextStyle: .headline), width: 300)
        let expected = ListTestSupport.pixelCeil(12 + line + 8)
        #expect(abs(headerView.frame.height - expected) < 0.01, "\(headerView.frame.height) vs \(expected)")
        #expect(headerView.frame.minX == 20 && headerView.frame.width == 350, "headers follow the section's side insets")
        #expect(same(frame(screen, 0)?.minY, headerView.frame.maxY + 10))
        #expect(same(frame(screen, 1)?.minY, headerView.frame.maxY + 10 + 58))
        let footerView = try #require(screen.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter,
                                                                                at: IndexPath(item: 0, section: 0)))
        #expect(same(footerView.frame.minY, headerView.frame.maxY + 10 + 108 + 10))
        let second = try #require(screen.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                                                 at: IndexPath(item: 0, section: 1)))
        #expect(same(second.frame.minY, footerView.frame.maxY))
        _ = window
    }

    @Test("A pinned header stays under the top of the visible area while its section scrolls under it")
    func pinnedHeader() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let (screen, window) = show(UICollectionViewCompositionalLayout(section: section), counts: [30, 30])
        let view = screen.collectionView
        let kind = UICollectionView.elementKindSectionHeader
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
        view.contentOffset = CGPoint(x: 0, y: 600)
        view.layoutIfNeeded()
        let top = 600 + view.adjustedContentInset.top
        let pinned = try #require(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
        #expect(pinned.frame.minY == top, "pinned under the top of the visible area")
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 1540)
        view.contentOffset = CGPoint(x: 0, y: 1520 - view.adjustedContentInset.top)
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.maxY == 1540,
                "pushed up by the end of its section")
        _ = window
    }

    @Test("Estimated heights: cards with wrapping Japanese text take their fitted heights, the next card follows")
    func estimatedHeights() throws {
        let bodies = ["紅葉の嵐山。", String(repeating: "雪の季節の札幌は、大通公園の雪まつりで賑わいます。", count: 3), "首里城"]
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(100)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let screen = CollectionScreen(layout: UICollectionViewCompositionalLayout(section: section), counts: [3])
        screen.cellClass = CardCell.self
        screen.configure = { cell, indexPath in
            (cell as? CardCell)?.title.text = "京都"
            (cell as? CardCell)?.body.text = bodies[indexPath.item]
        }
        let diagnostics = RenderDiagnostics()
        let window = diagnostics.collect { ListTestSupport.show(screen) }
        var y: CGFloat = 16
        for index in 0..<3 {
            let title = CollectionTestSupport.textHeight("京都", font: .preferredFont(forTextStyle: .headline), width: 334)
            let body = CollectionTestSupport.textHeight(bodies[index], font: .preferredFont(forTextStyle: .subheadline), width: 334)
            let expected = ListTestSupport.pixelCeil(12 + title + 4 + body + 12)
            let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: index, section: 0)))
            #expect(abs(cell.frame.height - expected) < 0.01, "card \(index): \(cell.frame.height) vs \(expected)")
            #expect(abs(cell.frame.minY - y) < 0.01 && cell.frame.minX == 16 && cell.frame.width == 358)
            y += expected + 12
        }
        #expect(abs(screen.collectionView.contentSize.height - (y - 12 + 16)) < 0.01)
        #expect(diagnostics.issues.isEmpty, "\(diagnostics.issues)")
        _ = window
    }

    /// A rounded background behind a section.
    final class SectionBackground: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemBackground
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("A decoration background covers its section inset by its content insets, behind the items")
    func decoration() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
        let (screen, window) = show(layout, counts: [3])
        let attributes = try #require(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)))
        #expect(attributes.frame == CGRect(x: 10, y: 10, width: 370, height: 40 + 3 * 44 - 20))
        let view = try #require(screen.collectionView.subviews.first { $0 is SectionBackground })
        #expect(view.frame == attributes.frame)
        let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let subviews = screen.collectionView.subviews
        #expect((subviews.firstIndex { $0 === view } ?? 99) < (subviews.firstIndex { $0 === cell } ?? -1), "behind the cells")
        _ = window
    }

    @Test("Groups: repeatingSubitem keeps the item's size, the iOS 13 count form resizes, flexible spacing shares the room")
    func groupForms() {
        let fixed = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: fixed, count: 3)
        let (first, firstWindow) = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: repeating)), counts: [4])
        #expect((0..<4).compactMap { frame(first, $0)?.minX } == [0, 100, 200, 0])
        #expect(frame(first, 3)?.minY == 50, "each group holds three")
        _ = firstWindow

        let full = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let resizing = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitem: full, count: 3)
        resizing.interItemSpacing = .fixed(15)
        let (second, secondWindow) = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: resizing)), counts: [3])
        #expect((0..<3).compactMap { frame(second, $0) } == [0, 135, 270].map { CGRect(x: $0, y: 0, width: 120, height: 50) })
        _ = secondWindow

        let flexible = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [fixed])
        flexible.interItemSpacing = .flexible(0)
        let (third, thirdWindow) = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: flexible)), counts: [3])
        #expect((0..<3).compactMap { frame(third, $0)?.minX } == [0, 145, 290], "three fit; the 90 points left are shared")
        _ = thirdWindow
    }

    @Test("A custom group places one item per frame its provider returns; a badge is anchored to its item's corner")
    func customGroupAndBadge() throws {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { environment in
            let width = environment.container.effectiveContentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width * 2 / 3, height: 120)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width * 2 / 3, y: 0, width: width / 3, height: 60))]
        }
        let (screen, window) = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3])
        #expect(frame(screen, 0) == CGRect(x: 0, y: 0, width: 260, height: 120))
        #expect(frame(screen, 1) == CGRect(x: 260, y: 0, width: 130, height: 60))
        #expect(frame(screen, 2) == CGRect(x: 0, y: 120, width: 260, height: 120))
        _ = window

        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 0, trailing: 0)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let badged = CollectionScreen(layout: layout, counts: [1])
        let badgedWindow = ListTestSupport.show(badged)
        let attributes = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)))
        #expect(attributes.frame == CGRect(x: 110, y: 10, width: 20, height: 20), "the badge's center on the item's top trailing corner")
        _ = badgedWindow
    }

    @Test("The layout's own header sits above the first section; the section provider sees the container")
    func layoutHeader() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(80)), elementKind: "banner", alignment: .top),
        ]
        configuration.interSectionSpacing = 24
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            widths.append(environment.container.effectiveContentSize.width)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
        }, configuration: configuration)
        let screen = CollectionScreen(layout: layout, counts: [1, 1])
        let window = ListTestSupport.show(screen)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 80))
        #expect(frame(screen, 0) == CGRect(x: 0, y: 80, width: 390, height: 40))
        #expect(same(frame(screen, 0, 1)?.minY, 80 + 40 + 24))
        #expect(widths.allSatisfy { $0 == 390 })
        _ = window
    }

    @Test("Edge spacing: fixed space before an item, flexible space sharing the room, then the item's content insets")
    func edgeSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(10), top: .fixed(5), trailing: nil, bottom: nil)
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item, item])
        let (screen, window) = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [2])
        // 390 − 2 × (10 + 100) = 170 left, shared by the two flexible spaces: 10 + 85 = 95
        // before each item; then 2 points of content insets at each side.
        #expect(frame(screen, 0) == CGRect(x: 95 + 2, y: 5, width: 96, height: 40))
        #expect(frame(screen, 1) == CGRect(x: 95 + 100 + 95 + 2, y: 5, width: 96, height: 40))
        _ = window
    }

    @Test("A layout scrolling horizontally lays sections side by side, groups along the width")
    func horizontalLayout() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(120), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let screen = CollectionScreen(layout: layout, counts: [3, 2])
        let container = UIViewController()
        container.view.addSubview(screen.view)
        screen.view.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
        let window = ListTestSupport.show(container)
        #expect(frame(screen, 0) == CGRect(x: 0, y: 0, width: 120, height: 100))
        #expect(frame(screen, 1) == CGRect(x: 0, y: 100, width: 120, height: 100))
        #expect(frame(screen, 2) == CGRect(x: 130, y: 0, width: 120, height: 100))
        #expect(frame(screen, 0, 1) == CGRect(x: 250 + 30, y: 0, width: 120, height: 100))
        #expect(screen.collectionView.contentSize == CGSize(width: 400, height: 200))
        _ = window
    }
}
