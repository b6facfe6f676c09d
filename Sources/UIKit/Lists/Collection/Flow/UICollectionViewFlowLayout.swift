import Foundation

/// A layout that places items in lines, UIKit's `UICollectionViewFlowLayout`: rows across
/// the width when scrolling vertically (columns down the height when scrolling
/// horizontally), each section with an optional header and footer, its insets, line and
/// inter-item spacing; items of a fixed size (`itemSize` or the delegate's), or sizing
/// themselves with `estimatedItemSize`. Lines are justified as UIKit justifies them
/// (`FlowLine`, docs/COLLECTION-VIEW.md).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    private var geometry = FlowLayoutGeometry()
    /// The sizes cells asked for, by item.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    /// Items measured wider than their line, sized again at the line's width.
    private var clampedItems: Set<IndexPath> = []

    /// A placeholder estimated size that makes every cell size itself, UIKit's
    /// `UICollectionViewFlowLayout.automaticSize` (the largest CGFloat in both dimensions,
    /// as reimplementations of UIKit read it; Apple documents only a non-zero placeholder).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The least space between lines (10 points).
    @exclusivity(unchecked) open var minimumLineSpacing: CGFloat = 10 { didSet { if oldValue != minimumLineSpacing { invalidateLayout() } } }
    /// The least space between items of a line (10 points).
    @exclusivity(unchecked) open var minimumInteritemSpacing: CGFloat = 10 { didSet { if oldValue != minimumInteritemSpacing { invalidateLayout() } } }
    /// The items' size when the delegate does not say (50 × 50 points).
    @exclusivity(unchecked) open var itemSize = CGSize(width: 50, height: 50) { didSet { if oldValue != itemSize { invalidateLayout() } } }
    /// The estimated size of self-sizing cells (zero: cells do not size themselves).
    @exclusivity(unchecked) open var estimatedItemSize = CGSize.zero { didSet { if oldValue != estimatedItemSize { invalidateLayout() } } }
    /// The scrolling direction (vertical).
    @exclusivity(unchecked) open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { if oldValue != scrollDirection { invalidateLayout() } } }
    /// The size of section headers when the delegate does not say: only the height counts
    /// when scrolling vertically, the width when horizontally (zero: no header).
    @exclusivity(unchecked) open var headerReferenceSize = CGSize.zero { didSet { if oldValue != headerReferenceSize { invalidateLayout() } } }
    /// The size of section footers when the delegate does not say (zero: no footer).
    @exclusivity(unchecked) open var footerReferenceSize = CGSize.zero { didSet { if oldValue != footerReferenceSize { invalidateLayout() } } }
    /// The margins around each section's items (zero).
    @exclusivity(unchecked) open var sectionInset = UIEdgeInsets.zero { didSet { if oldValue != sectionInset { invalidateLayout() } } }
    /// What the section insets are measured from (the content inset).
    @exclusivity(unchecked) open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { if oldValue != sectionInsetReference { invalidateLayout() } } }
    /// Whether headers stay at the top of the visible area while their section is visible.
    @exclusivity(unchecked) open var sectionHeadersPinToVisibleBounds = false { didSet { if oldValue != sectionHeadersPinToVisibleBounds { invalidateLayout() } } }
    /// Whether footers stay at the bottom of the visible area while their section is visible.
    @exclusivity(unchecked) open var sectionFootersPinToVisibleBounds = false { didSet { if oldValue != sectionFootersPinToVisibleBounds { invalidateLayout() } } }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = FlowLayoutGeometry()
            return
        }
        let builder = FlowLayoutGeometryBuilder(layout: self, collectionView: collectionView, measured: measuredSizes, clamped: clampedItems)
        let (built, overflowing) = builder.build()
        geometry = built
        clampedItems.formUnion(overflowing)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if dropsMeasuredSizes(context) {
            measuredSizes.removeAll()
            clampedItems.removeAll()
        }
        for (key, size) in context.preferredSizes where key.category == .cell {
            measuredSizes[key.indexPath] = size
        }
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
            || newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    /// Cells with an estimated size are resized to the size they ask for.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in geometry.sections.enumerated() {
            let header = headerAttributes(section: index)
            let footer = footerAttributes(section: index)
            if let header, header.frame.intersects(rect) { result.append(header) }
            guard section.frame.intersects(rect) || section.itemsFrame.intersects(rect) else {
                if let footer, footer.frame.intersects(rect) { result.append(footer) }
                continue
            }
            for (item, frame) in section.items.enumerated() where frame.intersects(rect) {
                if let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: index)) { result.append(attributes) }
            }
            if let footer, footer.frame.intersects(rect) { result.append(footer) }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let section = geometry.sections[indexPath.section]
        guard section.items.indices.contains(indexPath.item) else { return nil }
        let attributes = makeAttributes(.cell, indexPath: indexPath)
        attributes.frame = section.items[indexPath.item]
        attributes.estimatedAxes = section.estimatedAxes[indexPath.item]
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(section: indexPath.section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(section: indexPath.section)
        default: return nil
        }
    }

    /// A section's header, pinned under the top of the visible area when asked.
    private func headerAttributes(section: Int) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(section: section, kind: UICollectionView.elementKindSectionHeader, frame: \.header,
                                pinned: sectionHeadersPinToVisibleBounds, atStart: true)
    }

    /// A section's footer, pinned above the bottom of the visible area when asked.
    private func footerAttributes(section: Int) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(section: section, kind: UICollectionView.elementKindSectionFooter, frame: \.footer,
                                pinned: sectionFootersPinToVisibleBounds, atStart: false)
    }

    /// A header or footer; a pinned one stays at the start (or end) of the visible area
    /// while its section is on screen.
    private func supplementaryAttributes(section: Int, kind: String, frame: KeyPath<FlowLayoutGeometry.Section, CGRect?>,
                                         pinned: Bool, atStart: Bool) -> UICollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(section), var rect = geometry.sections[section][keyPath: frame] else { return nil }
        let attributes = makeAttributes(.supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
        if pinned, let collectionView {
            let axis = LayoutAxis(horizontal: scrollDirection == .horizontal)
            let sectionFrame = geometry.sections[section].frame
            rect = axis.pinned(rect, visible: collectionView.visibleContentRect,
                               within: axis.minAlong(sectionFrame)...axis.maxAlong(sectionFrame), atStart: atStart)
        }
        attributes.frame = rect
        return attributes
    }
}
