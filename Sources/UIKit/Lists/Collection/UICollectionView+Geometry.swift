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
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - inset.top - visible.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - inset.top - visible.height
        } else if frame.minY < visible.minY {
            offset.y = frame.minY - inset.top
        } else if frame.maxY > visible.maxY {
            offset.y = frame.maxY - inset.top - visible.height
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - inset.left - visible.width / 2
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - inset.left - visible.width
        } else if frame.minX < visible.minX {
            offset.x = frame.minX - inset.left
        } else if frame.maxX > visible.maxX {
            offset.x = frame.maxX - inset.left - visible.width
        }
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        setContentOffset(CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY)), animated: animated)
    }
}
