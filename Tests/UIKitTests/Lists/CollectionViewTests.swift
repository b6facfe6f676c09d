import Testing
import UIKit

/// The collection view itself: cells made only for the visible rect, queries, selection,
/// reuse, scrolling, custom layout subclasses, and what it reports.
@MainActor
@Suite("UICollectionView")
struct CollectionViewTests {
    @Test("A 500-row list makes cells only for the rows on screen, estimating the rest; scrolling reuses them")
    func visibleItems() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let screen = CollectionScreen(layout: layout, counts: [500])
        screen.cellClass = UICollectionViewListCell.self
        screen.configure = { cell, indexPath in
            var content = UIListContentConfiguration.cell()
            content.text = "行 \(indexPath.item)"
            cell.contentConfiguration = content
            cell.contentView.backgroundColor = nil
        }
        let diagnostics = RenderDiagnostics()
        let window = diagnostics.collect { ListTestSupport.show(screen) }
        let view = screen.collectionView
        let row = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame.height
        let visibleHeight = 844 - view.adjustedContentInset.top
        let expected = Int((visibleHeight / row).rounded(.up))
        #expect(view.indexPathsForVisibleItems == (0..<expected).map { IndexPath(item: $0, section: 0) })
        #expect(view.visibleCells.count == expected && screen.displayed.count == expected)
        #expect(view.cellForItem(at: IndexPath(item: 300, section: 0)) == nil)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 300, section: 0))?.frame.height == 44, "not measured: the estimate")
        #expect(abs(view.contentSize.height - (CGFloat(expected) * row + CGFloat(500 - expected) * 44)) < 0.01)
        view.contentOffset = CGPoint(x: 0, y: 5000)
        view.layoutIfNeeded()
        let visible = view.indexPathsForVisibleItems
        #expect(visible.first.map { $0.item > 100 } == true)
        #expect(view.visibleCells.count <= Int((844 / row).rounded(.up)) + 1, "as many cells as fit the bounds, reused")
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 5001)) == visible.first, "the first row meeting the bounds")
        #expect(diagnostics.issues.isEmpty, "\(diagnostics.issues)")
        _ = window
    }

    /// A layout stacking items as overlapping cards, the way custom layouts are written.
    final class StackLayout: UICollectionViewLayout {
        var prepared = 0
        var rects: [CGRect] = []
        private var cache: [UICollectionViewLayoutAttributes] = []
        override class var layoutAttributesClass: AnyClass { CardAttributes.self }
        override func prepare() {
            super.prepare()
            prepared += 1
            guard let collectionView else { return }
            cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                let attributes = CardAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: 20, y: 20 + CGFloat(item) * 60, width: collectionView.bounds.width - 40, height: 100)
                attributes.zIndex = item
                attributes.tilt = CGFloat(item)
                return attributes
            }
        }
        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: (cache.last?.frame.maxY ?? 0) + 20)
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            rects.append(rect)
            return cache.filter { $0.frame.intersects(rect) }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
        }
    }

    final class CardAttributes: UICollectionViewLayoutAttributes {
        var tilt: CGFloat = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone)
            (copy as? CardAttributes)?.tilt = tilt
            return copy
        }
    }

    final class TiltCell: UICollectionViewCell {
        var tilt: CGFloat = -1
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            tilt = (layoutAttributes as? CardAttributes)?.tilt ?? -2
        }
    }

    @Test("A custom layout subclass: prepare, content size and attributes place the cells; attribute subclasses reach apply(_:)")
    func customLayout() throws {
        let layout = StackLayout()
        let screen = CollectionScreen(layout: layout, counts: [20])
        screen.cellClass = TiltCell.self
        let window = ListTestSupport.show(screen)
        let view = screen.collectionView
        #expect(layout.prepared >= 1)
        #expect(view.contentSize == CGSize(width: 390, height: 20 + 19 * 60 + 100 + 20))
        #expect(layout.rects.last == view.bounds, "asked for the visible rect")
        let cell = try #require(view.cellForItem(at: IndexPath(item: 3, section: 0)) as? TiltCell)
        #expect(cell.frame == CGRect(x: 20, y: 200, width: 350, height: 100) && cell.tilt == 3)
        #expect(cell.layer.zPosition == 3, "later cards stack above")
        let count = view.visibleCells.count
        #expect(count < 20 && count == view.indexPathsForVisibleItems.count)
        let prepared = layout.prepared
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.prepared == prepared + 1, "invalidateLayout runs prepare again on the next layout pass")
        _ = window
    }

    final class CountingCell: UICollectionViewCell {
        var reused = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reused += 1
        }
    }

    @Test("Selection, reload and reuse: a selected item's cell is selected; reloading reuses the cells")
    func selectionAndReuse() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let screen = CollectionScreen(layout: layout, counts: [6])
        screen.cellClass = CountingCell.self
        let window = ListTestSupport.show(screen)
        let view = screen.collectionView
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)], "single selection")
        let before = Set(view.visibleCells.map(ObjectIdentifier.init))
        view.reloadData()
        view.layoutIfNeeded()
        let after = view.visibleCells
        #expect(Set(after.map(ObjectIdentifier.init)) == before, "the same cells, dequeued again")
        #expect(after.allSatisfy { ($0 as? CountingCell)?.reused == 1 })
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        _ = window
    }

    @Test("Scrolling to an item puts it at the asked position within the content")
    func scrolling() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        let screen = CollectionScreen(layout: layout, counts: [50])
        let window = ListTestSupport.show(screen)
        let view = screen.collectionView
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == 2000 - view.adjustedContentInset.top, "its top just below the status bar")
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 19, section: 0), "the row above shows under the status bar")
        #expect(view.cellForItem(at: IndexPath(item: 20, section: 0))?.frame.minY == 2000)
        view.scrollToItem(at: IndexPath(item: 49, section: 0), at: .centeredVertically, animated: false)
        #expect(view.contentOffset.y == view.contentSize.height + view.adjustedContentInset.bottom - 844, "clamped to the end")
        _ = window
    }

    @Test("Mistakes are reported in words: a class that is not a cell, a decoration kind nobody registered")
    func reports() {
        let diagnostics = RenderDiagnostics()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        diagnostics.collect { view.register(UIView.self, forCellWithReuseIdentifier: "Cell") }
        #expect(diagnostics.issues.contains { $0.contains("not a UICollectionViewCell subclass") })
    }

    /// A compositional layout subclass fading items, as teams write effects.
    final class FadingLayout: UICollectionViewCompositionalLayout {
        init() {
            super.init(sectionProvider: { _, _ in
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            })
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { attributes in
                attributes.alpha = attributes.indexPath.item.isMultiple(of: 2) ? 1 : 0.5
                return attributes
            }
        }
    }

    @Test("A compositional layout subclass calling super.init(sectionProvider:) and changing super's attributes")
    func compositionalSubclass() throws {
        let screen = CollectionScreen(layout: FadingLayout(), counts: [4])
        let window = ListTestSupport.show(screen)
        let second = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == CGRect(x: 0, y: 80, width: 390, height: 80) && second.alpha == 0.5)
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.alpha == 1)
        _ = window
    }
}
