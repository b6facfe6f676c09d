import Foundation

extension UICollectionView {
    /// The layout, prepared for the current data and bounds.
    func preparedLayout() -> UICollectionViewLayout {
        reloadIfNeeded()
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        return layout
    }

    func baseLayoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForItem(at: indexPath)
    }

    func baseLayoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    func baseIndexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let elements = preparedLayout().layoutAttributesForElements(in: probe) ?? []
        return elements.filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    func baseIndexPath(for cell: UICollectionViewCell) -> IndexPath? {
        elementViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    func baseCellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        let key = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
        guard displayedElements.contains(key) else { return nil }
        return elementViews[key] as? UICollectionViewCell
    }

    var baseVisibleCells: [UICollectionViewCell] {
        baseIndexPathsForVisibleItems.compactMap { baseCellForItem(at: $0) }
    }

    var baseIndexPathsForVisibleItems: [IndexPath] {
        displayedElements.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The visible part of the content: the bounds inside the adjusted content inset.
    var visibleContentRect: CGRect {
        bounds.inset(by: adjustedContentInset)
    }

    func baseScrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visible = visibleContentRect
        let y = Self.scrolledOffset(contentOffset.y, item: frame.minY...frame.maxY, visible: visible.minY...visible.maxY, inset: inset.top,
                                    start: scrollPosition.contains(.top), center: scrollPosition.contains(.centeredVertically),
                                    end: scrollPosition.contains(.bottom))
        let x = Self.scrolledOffset(contentOffset.x, item: frame.minX...frame.maxX, visible: visible.minX...visible.maxX, inset: inset.left,
                                    start: scrollPosition.contains(.left), center: scrollPosition.contains(.centeredHorizontally),
                                    end: scrollPosition.contains(.right))
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        setContentOffset(CGPoint(x: min(max(x, -inset.left), maxX), y: min(max(y, -inset.top), maxY)), animated: animated)
    }

    /// The offset along one axis that puts `item` at the start, center or end of the
    /// visible range, or (none asked) the least scrolling that shows it.
    private static func scrolledOffset(_ offset: CGFloat, item: ClosedRange<CGFloat>, visible: ClosedRange<CGFloat>, inset: CGFloat,
                                       start: Bool, center: Bool, end: Bool) -> CGFloat {
        let length = visible.upperBound - visible.lowerBound
        if start { return item.lowerBound - inset }
        if center { return (item.lowerBound + item.upperBound) / 2 - inset - length / 2 }
        if end { return item.upperBound - inset - length }
        if item.lowerBound < visible.lowerBound { return item.lowerBound - inset }
        if item.upperBound > visible.upperBound { return item.upperBound - inset - length }
        return offset
    }
}
