import Foundation

extension UICollectionView {
    /// The view of an element: the one on screen, else a new one from the data source (cells
    /// and supplementary views) or the layout's registered class (decoration views).
    func view(for key: CollectionElementKey, attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        if let view = elementViews[key] { return view }
        let made: UICollectionReusableView?
        switch key.category {
        case .cell:
            made = dataSource?.collectionView(self, cellForItemAt: key.indexPath)
        case .supplementaryView:
            made = supplementaryView(kind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            made = decorationView(kind: key.kind ?? "", at: key.indexPath)
        }
        guard let view = made else { return nil }
        if let previous = elementViews.first(where: { $0.value === view })?.key {
            // The data source returned a view that shows another element: it moves here.
            elementViews[previous] = nil
            displayedElements.remove(previous)
        }
        elementViews[key] = view
        prepare(view, for: key, attributes: attributes)
        return view
    }

    private func supplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        guard !(view is MissingSupplementaryView) else {
            if reportedKinds.insert(kind).inserted {
                RenderIssues.report("The layout of \(layoutItemName) shows '\(kind)' supplementary views, but its data source does not "
                    + "implement collectionView(_:viewForSupplementaryElementOfKind:at:) (UIKit stops the program here). Return a view "
                    + "from dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) or set supplementaryViewProvider.")
            }
            return nil
        }
        return view
    }

    private func decorationView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        let reuseKey = CollectionReuse.Key(category: .decorationView, kind: kind, identifier: kind)
        if let view = reuse.dequeue(reuseKey) { return view }
        guard let viewClass = collectionViewLayout.decorationClasses[kind] else {
            if reportedKinds.insert("decoration:" + kind).inserted {
                RenderIssues.report("could not dequeue a decoration view of kind: \(kind) - the layout shows one but no class is "
                    + "registered for it (UIKit stops the program here): call layout.register(MyBackgroundView.self, "
                    + "forDecorationViewOfKind: \"\(kind)\").")
            }
            return nil
        }
        return viewClass.init(registeredReuseIdentifier: kind)
    }

    /// Readies a dequeued or made view for its element: in the collection view, with its
    /// attributes, selection and editing state.
    func prepare(_ view: UICollectionReusableView, for key: CollectionElementKey, attributes: UICollectionViewLayoutAttributes?) {
        if view.superview !== self {
            if let backgroundView, backgroundView.superview === self { insertSubview(view, aboveSubview: backgroundView) } else { insertSubview(view, at: 0) }
        }
        if let attributes { view.applyLayout(attributes) }
        if let cell = view as? UICollectionViewCell {
            cell.collectionIsEditing = isEditing
            cell.isSelected = key.category == .cell && selectedItems.contains(key.indexPath)
        }
    }

    /// Takes an element's view off screen and queues it for reuse.
    func recycle(_ view: UICollectionReusableView, key: CollectionElementKey) {
        elementViews[key] = nil
        if displayedElements.remove(key) != nil {
            switch key.category {
            case .cell:
                if let cell = view as? UICollectionViewCell { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath) }
            case .supplementaryView:
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
            case .decorationView:
                break
            }
        }
        view.removeFromSuperview()
        sizingAnswers[key] = nil
        reuse.enqueue(view, category: key.category, kind: key.kind)
    }

    /// Takes every view off screen (a reload).
    func recycleAllViews() {
        for (key, view) in elementViews { recycle(view, key: key) }
    }
}

extension UICollectionReusableView {
    /// Applies `attributes`: frame (or center, size and transform), alpha, visibility, the
    /// list position, then `apply(_:)` when they changed.
    func applyLayout(_ attributes: UICollectionViewLayoutAttributes) {
        if attributes.transform.isIdentity && CATransform3DIsIdentity(attributes.transform3D) {
            if !transform.isIdentity { transform = .identity }
            setFrameIfChanged(attributes.frame)
        } else {
            if bounds.size != attributes.size { bounds.size = attributes.size }
            if center != attributes.center { center = attributes.center }
            if !attributes.transform.isIdentity { transform = attributes.transform } else { transform3D = attributes.transform3D }
        }
        if alpha != attributes.alpha { alpha = attributes.alpha }
        if isHidden != attributes.isHidden { isHidden = attributes.isHidden }
        if layer.zPosition != CGFloat(attributes.zIndex) { layer.zPosition = CGFloat(attributes.zIndex) }
        let changed = !(appliedAttributes?.isEqual(attributes) ?? false)
        appliedAttributes = attributes
        listPositionDidChange(attributes.listContext)
        if changed { apply(attributes) }
    }
}
