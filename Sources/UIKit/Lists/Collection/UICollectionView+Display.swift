import Foundation

extension UICollectionView {
    /// Asks the data source for the counts again when a reload is pending: every view goes
    /// back for reuse and the layout is invalidated entirely.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        recycleAllViews()
        sizingAnswers.removeAll()
        if let dataSource {
            let count = max(0, dataSource.numberOfSections(in: self))
            sectionCounts = (0..<count).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        } else {
            sectionCounts = []
        }
        let context = collectionViewLayout.makeInvalidationContext()
        context.storedEverything = true
        context.storedDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Lays the elements in the bounds out: prepares the layout, makes the views of the
    /// elements meeting the bounds, asks views with estimated sizes for their size (the
    /// layout moves what follows, so until the set settles), then places the views, takes
    /// the others off screen and tells the delegate.
    func layOutElements() {
        isLayingOutElements = true
        defer { isLayingOutElements = false }
        reloadIfNeeded()
        let layout = collectionViewLayout
        if bounds.size != lastLayoutBounds.size {
            let context = layout.invalidationContext(forBoundsChange: bounds)
            context.storedEverything = true
            context.boundsSizeChanged = true
            layout.invalidateLayout(with: context)
        } else if bounds.origin != lastLayoutBounds.origin, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
        }
        lastLayoutBounds = bounds
        let elements = settledElements(layout)
        placeViews(for: elements)
        backgroundView?.setFrameIfChanged(bounds)
    }

    /// The attributes of the elements in the bounds once every view on screen has the size
    /// it asked for (or the layout declined it).
    private func settledElements(_ layout: UICollectionViewLayout) -> [UICollectionViewLayoutAttributes] {
        let maximumRounds = 200
        var rounds = 0
        // The sizes already handed to the layout in this pass, by element and given size.
        var requested: [CollectionElementKey: CGSize] = [:]
        while true {
            rounds += 1
            layout.prepareIfNeeded()
            // A layout that invalidated itself while preparing (setting `itemSize` in
            // `prepare()`, say) prepares again.
            if layout.needsPrepare && rounds < maximumRounds { continue }
            let size = layout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            let visible = bounds
            let elements = (layout.layoutAttributesForElements(in: visible) ?? []).filter { !$0.isHidden && $0.frame.intersects(visible) }
            guard rounds < maximumRounds else {
                RenderIssues.report("The cells of \(layoutItemName) did not settle on a size after \(maximumRounds) rounds: a cell's "
                    + "preferredLayoutAttributesFitting(_:) answers a different size each time. The sizes are those of the last round.")
                return elements
            }
            if let resized = firstResizedElement(in: elements, layout: layout, requested: &requested) {
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: resized.preferred,
                                                                         withOriginalAttributes: resized.original))
                continue
            }
            return elements
        }
    }

    /// The first element (in order) whose view wants another size the layout accepts.
    /// A view is measured once for a given size; its answer is handed to the layout again
    /// when the layout gives that size again (after an invalidation dropped it), once per
    /// pass, so a layout that declines or forgets a size cannot make the pass loop.
    private func firstResizedElement(in elements: [UICollectionViewLayoutAttributes], layout: UICollectionViewLayout,
                                     requested: inout [CollectionElementKey: CGSize])
        -> (original: UICollectionViewLayoutAttributes, preferred: UICollectionViewLayoutAttributes)? {
        for attributes in elements.sorted(by: Self.elementOrder) where attributes.representedElementCategory != .decorationView {
            let key = CollectionElementKey(attributes)
            guard let view = view(for: key, attributes: attributes) else { continue }
            let preferred: UICollectionViewLayoutAttributes
            if let answer = sizingAnswers[key], Self.sameSize(answer.given, attributes.size) || Self.sameSize(answer.preferred, attributes.size) {
                guard !Self.sameSize(answer.preferred, attributes.size), requested[key].map({ !Self.sameSize($0, attributes.size) }) ?? true else {
                    continue
                }
                preferred = attributes.attributesCopy
                preferred.size = answer.preferred
            } else {
                view.applyLayout(attributes)
                preferred = view.preferredLayoutAttributesFitting(attributes.attributesCopy)
                sizingAnswers[key] = (attributes.size, preferred.size)
            }
            guard !Self.sameSize(preferred.size, attributes.size),
                  layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else { continue }
            requested[key] = attributes.size
            return (attributes, preferred)
        }
        return nil
    }

    /// Whether two sizes are the same to a hundredth of a point.
    static func sameSize(_ a: CGSize, _ b: CGSize) -> Bool {
        abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }

    /// Cells and supplementary views in index path order, cells first at the same path.
    static func elementOrder(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return a.representedElementCategory.rawValue < b.representedElementCategory.rawValue
    }

    /// Gives every element its view at its place, in stacking order, takes the views of
    /// elements that left the bounds off screen, and tells the delegate.
    private func placeViews(for elements: [UICollectionViewLayoutAttributes]) {
        var shown: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements {
            let key = CollectionElementKey(attributes)
            guard view(for: key, attributes: attributes) != nil else { continue }
            shown[key] = attributes
        }
        for (key, view) in elementViews where shown[key] == nil {
            recycle(view, key: key)
        }
        let ordered = shown.values.sorted { a, b in
            if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
            let rank: (UICollectionViewLayoutAttributes) -> Int = { [0: 1, 1: 2, 2: 0][Int($0.representedElementCategory.rawValue)] ?? 1 }
            if rank(a) != rank(b) { return rank(a) < rank(b) }
            return Self.elementOrder(a, b)
        }
        var below: UIView? = backgroundView
        for attributes in ordered {
            let key = CollectionElementKey(attributes)
            guard let view = elementViews[key] else { continue }
            view.applyLayout(attributes)
            stack(view, above: below)
            below = view
            if !displayedElements.contains(key) {
                displayedElements.insert(key)
                tellWillDisplay(view, key: key)
            }
        }
    }

    /// Puts `view` just above `below` (or at the bottom) unless it already is.
    private func stack(_ view: UIView, above below: UIView?) {
        let siblings = subviews
        guard let index = siblings.firstIndex(where: { $0 === view }) else {
            if let below, below.superview === self { insertSubview(view, aboveSubview: below) } else { insertSubview(view, at: 0) }
            return
        }
        if let below, let belowIndex = siblings.firstIndex(where: { $0 === below }) {
            if index != belowIndex + 1 { insertSubview(view, aboveSubview: below) }
        } else if index != 0 {
            insertSubview(view, at: 0)
        }
    }

    private func tellWillDisplay(_ view: UICollectionReusableView, key: CollectionElementKey) {
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath) }
        case .supplementaryView:
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            break
        }
    }
}
