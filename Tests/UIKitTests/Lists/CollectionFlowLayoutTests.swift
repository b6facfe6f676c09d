import Testing
import UIKit

/// Where a flow layout puts items, headers and footers on a 390-point iPhone, following
/// UIKit's line filling and justification (docs/COLLECTION-VIEW.md).
@MainActor
@Suite("UICollectionViewFlowLayout")
struct CollectionFlowLayoutTests {
    func grid(_ counts: [Int], configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> (CollectionScreen, UIWindow) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        configure(layout)
        let screen = CollectionScreen(layout: layout, counts: counts)
        return (screen, ListTestSupport.show(screen))
    }

    @Test("A grid: three 110-point items fill 370 points, the 20 left over spread between them; the last row keeps the columns")
    func gridColumns() throws {
        let (screen, window) = grid([7])
        let layout = screen.collectionView.collectionViewLayout
        let frames = (0..<7).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.minX) == [10, 140, 270, 10, 140, 270, 10])
        #expect(frames.map(\.minY) == [10, 10, 10, 130, 130, 130, 250])
        #expect(screen.collectionView.contentSize == CGSize(width: 390, height: 370))
        #expect(screen.collectionView.visibleCells.count == 7)
        let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(cell.frame == CGRect(x: 140, y: 130, width: 110, height: 110))
        _ = window

        let (twoLeft, twoWindow) = grid([5])
        let last = twoLeft.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        #expect(last == CGRect(x: 140, y: 130, width: 110, height: 110), "a last row of two stays in the first two columns")
        _ = twoWindow
    }

    @Test("A line holding one item centers it, the last line too when only one fits")
    func singleItemLines() {
        let (screen, window) = grid([3]) { layout in
            layout.itemSize = CGSize(width: 300, height: 50)
            layout.sectionInset = .zero
        }
        let xs = (0..<3).compactMap { screen.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
        #expect(xs == [45, 45, 45])
        _ = window
    }

    @Test("Items of different sizes: full lines are justified, the last line spaced as if filled with its last item; items centered on their line")
    func mixedSizes() {
        let widths: [CGFloat] = [100, 100, 100, 150, 60]
        let heights: [CGFloat] = [50, 80, 50, 50, 50]
        let (screen, window) = grid([5]) { layout in layout.sectionInset = .zero }
        screen.sizes = { CGSize(width: widths[$0.item], height: heights[$0.item]) }
        screen.collectionView.collectionViewLayout.invalidateLayout()
        screen.collectionView.layoutIfNeeded()
        let frames = (0..<5).compactMap { screen.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.minX) == [0, 145, 290, 0, 170])
        #expect(frames.map(\.minY) == [15, 0, 15, 90, 90], "the 80-point item sets the line; the others are centered on it")
        _ = window
    }

    @Test("Headers and footers span the width outside the section insets; sections follow each other")
    func headersAndFooters() throws {
        let (screen, window) = grid([3, 3]) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
        }
        let view = screen.collectionView
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 50)
        let footer = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 170, width: 390, height: 30))
        let second = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame.minY == 200)
        #expect(view.contentSize.height == 400)
        let shown = try #require(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect((shown as? TitleHeader)?.label.text == "セクション 1" && shown.frame == second?.frame)
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter).count == 2)
        _ = window
    }

    @Test("Scrolling horizontally: items fill columns top to bottom, columns advance by the line spacing")
    func horizontal() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let screen = CollectionScreen(layout: layout, counts: [5])
        let container = UIViewController()
        container.view.addSubview(screen.view)
        screen.view.frame = CGRect(x: 0, y: 100, width: 390, height: 220)
        let window = ListTestSupport.show(container)
        let frames = (0..<5).compactMap { screen.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.minX) == [0, 0, 110, 110, 220])
        #expect(frames.map(\.minY) == [0, 120, 0, 120, 0], "two 100-point items and 10 left over in 220 points")
        #expect(screen.collectionView.contentSize == CGSize(width: 320, height: 220))
        _ = window
    }

    @Test("Section insets measured from the layout margins add the margins to the insets; a last line with room keeps to the leading edge")
    func insetReference() {
        let (screen, window) = grid([1]) { layout in
            layout.sectionInset = .zero
            layout.itemSize = CGSize(width: 50, height: 50)
            layout.sectionInsetReference = .fromLayoutMargins
        }
        screen.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 24)
        _ = window
    }

    /// A chip: a label with 12 points of padding, sizing itself.
    final class ChipCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            label.font = .preferredFont(forTextStyle: .subheadline)
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("automaticSize: chips size to their Japanese text and wrap to the next line when the next does not fit")
    func selfSizingChips() throws {
        let tags = ["沖縄", "北海道の冬", "京都の紅葉めぐり", "温泉", "東京スカイツリー", "富士山", "瀬戸内の島々"]
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let screen = CollectionScreen(layout: layout, counts: [tags.count])
        screen.cellClass = ChipCell.self
        screen.configure = { cell, indexPath in (cell as? ChipCell)?.label.text = tags[indexPath.item] }
        let diagnostics = RenderDiagnostics()
        let window = diagnostics.collect { ListTestSupport.show(screen) }
        let font = UIFont.preferredFont(forTextStyle: .subheadline)
        var frames: [CGRect] = []
        for (index, tag) in tags.enumerated() {
            let label = UILabel()
            label.font = font
            label.text = tag
            let natural = label.intrinsicContentSize
            let frame = try #require(screen.collectionView.cellForItem(at: IndexPath(item: index, section: 0))?.frame)
            #expect(abs(frame.width - ListTestSupport.pixelCeil(natural.width + 24)) < 0.01, "\(tag)")
            #expect(abs(frame.height - ListTestSupport.pixelCeil(natural.height + 12)) < 0.01, "\(tag)")
            frames.append(frame)
        }
        // Lines break where the next chip does not fit in 358 points.
        var lineWidth: CGFloat = 0
        var lineTop = frames[0].minY
        for (index, frame) in frames.enumerated() {
            let needed = lineWidth == 0 ? frame.width : lineWidth + 8 + frame.width
            if index > 0, needed > 358 {
                #expect(frame.minY > lineTop, "item \(index) starts a new line")
                lineTop = frame.minY
                lineWidth = frame.width
            } else {
                #expect(abs(frame.midY - (frames.first { $0.minY == lineTop || abs($0.midY - frame.midY) < 1 }?.midY ?? frame.midY)) < 1)
                lineWidth = needed
            }
        }
        #expect(frames[0].minX == 16, "the first line starts at the inset")
        #expect(diagnostics.issues.isEmpty, "\(diagnostics.issues)")
        _ = window
    }

    /// A full-width card whose height follows its wrapping body, the way teams write one
    /// for a flow layout: the width stays the layout's, the height is fitted.
    final class WideCardCell: CardCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            let width = layoutAttributes.size.width
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            let size = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
            attributes.frame.size = CGSize(width: width, height: size.height)
            return attributes
        }
    }

    @Test("A cell overriding preferredLayoutAttributesFitting sizes itself: wrapping Japanese text sets its height")
    func selfSizingOverride() throws {
        let bodies = ["美ら海水族館と首里城を巡る二日間の旅。", String(repeating: "雪の季節の札幌は、大通公園の雪まつりで賑わいます。", count: 3)]
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 358, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let screen = CollectionScreen(layout: layout, counts: [2])
        screen.cellClass = WideCardCell.self
        screen.configure = { cell, indexPath in
            guard let card = cell as? CardCell else { return }
            card.title.text = ["沖縄", "北海道"][indexPath.item]
            card.body.text = bodies[indexPath.item]
        }
        let window = ListTestSupport.show(screen)
        let width: CGFloat = 358 - 24
        for item in 0..<2 {
            let title = CollectionTestSupport.textHeight("沖縄", font: .preferredFont(forTextStyle: .headline), width: width)
            let body = CollectionTestSupport.textHeight(bodies[item], font: .preferredFont(forTextStyle: .subheadline), width: width)
            let expected = ListTestSupport.pixelCeil(12 + title + 4 + body + 12)
            let frame = try #require(screen.collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame)
            #expect(abs(frame.height - expected) < 0.5, "item \(item): \(frame.height) vs \(expected)")
            #expect(frame.width == 358 && frame.minX == 16)
        }
        let first = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let second = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(second.minY == first.maxY + 10, "the next card follows the measured one")
        _ = window
    }

    /// A grid controller whose sizes come from the delegate, declared in an extension as
    /// teams do.
    final class TwoColumns: UICollectionViewController {
        init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    @Test("A UICollectionViewController subclass answering the flow layout delegate in an extension sizes its items")
    func delegateInExtension() {
        let controller = TwoColumns()
        let window = ListTestSupport.show(controller)
        let frames = (0..<4).compactMap { controller.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 16, y: 8, width: 174, height: 100), CGRect(x: 200, y: 8, width: 174, height: 100),
                           CGRect(x: 16, y: 118, width: 174, height: 100), CGRect(x: 200, y: 118, width: 174, height: 100)])
        #expect(controller.collectionView.visibleCells.count == 4)
        _ = window
    }

    /// The left-aligned flow layout teams copy: super's attributes, copied and moved.
    final class LeftAlignedLayout: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let attributes = super.layoutAttributesForElements(in: rect)?.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
            var left = sectionInset.left
            var maxY: CGFloat = -1
            for attribute in attributes ?? [] where attribute.representedElementCategory == .cell {
                if attribute.frame.origin.y >= maxY { left = sectionInset.left }
                attribute.frame.origin.x = left
                left += attribute.frame.width + minimumInteritemSpacing
                maxY = max(attribute.frame.maxY, maxY)
            }
            return attributes
        }
    }

    @Test("A flow layout subclass moving super's attributes: the cells go where it says")
    func leftAlignedSubclass() throws {
        let layout = LeftAlignedLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let screen = CollectionScreen(layout: layout, counts: [4])
        screen.sizes = { CGSize(width: [80, 120, 200, 60][$0.item], height: 40) }
        let window = ListTestSupport.show(screen)
        let xs = try (0..<4).map { try #require(screen.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))).frame.minX }
        #expect(xs == [16, 106, 16, 226], "rows of 80 + 120 and 200 + 60, each from the left inset, 10 points apart")
        _ = window
    }
}

extension CollectionFlowLayoutTests {
    /// A layout sizing its items from the collection view's width in `prepare()`, after
    /// calling super, as many teams write it.
    final class ThreeAcross: UICollectionViewFlowLayout {
        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            let side = ((collectionView.bounds.width - 2 * minimumInteritemSpacing) / 3).rounded(.down)
            itemSize = CGSize(width: side, height: side)
        }
    }

    @Test("Setting itemSize in prepare() lays the items out again at the new size in the same pass")
    func itemSizeInPrepare() throws {
        let layout = ThreeAcross()
        let screen = CollectionScreen(layout: layout, counts: [6])
        let diagnostics = RenderDiagnostics()
        let window = diagnostics.collect { ListTestSupport.show(screen) }
        let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        // 3 × 123 + 2 × 10 = 389: the point left over is shared between the two gaps.
        #expect(cell.frame == CGRect(x: 123 + 10.5, y: 123 + 10, width: 123, height: 123))
        #expect(diagnostics.issues.isEmpty, "\(diagnostics.issues)")
        _ = window
    }
}

extension CollectionFlowLayoutTests.TwoColumns: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: (collectionView.bounds.width - 16 * 2 - 10) / 2, height: 100)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    }
}
