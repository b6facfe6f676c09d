import Foundation

/// The classes registered for reuse identifiers and the views waiting to be dequeued
/// again, by category, kind and identifier.
@preconcurrency @MainActor
final class CollectionReuse {
    struct Key: Hashable {
        var category: UICollectionView.ElementCategory
        var kind: String?
        var identifier: String
    }

    var classes: [Key: UICollectionReusableView.Type] = [:]
    /// Nibs registered for keys (a storyboard's prototype cells among them).
    var nibs: [Key: UINib] = [:]
    var waiting: [Key: [UICollectionReusableView]] = [:]

    /// A waiting view for `key`, made ready for reuse.
    func dequeue(_ key: Key) -> UICollectionReusableView? {
        guard var views = waiting[key], let view = views.popLast() else { return nil }
        waiting[key] = views
        view.prepareForReuse()
        return view
    }

    /// A waiting view for `key`, else a new one of the class registered for it.
    func dequeueOrMake(_ key: Key) -> UICollectionReusableView? {
        if let view = dequeue(key) { return view }
        if let nib = nibs[key] {
            let views = nib.instantiate(withOwner: nil).compactMap { $0 as? UICollectionReusableView }
            if views.count != 1 {
                RenderIssues.report("the nib registered for '\(key.identifier)' has \(views.count) reusable views at its top level, not one; none was made.")
            }
            return views.count == 1 ? views.first : nil
        }
        return classes[key]?.init(registeredReuseIdentifier: key.identifier)
    }

    /// Queues `view` for reuse under its identifier (views without one are dropped).
    func enqueue(_ view: UICollectionReusableView, category: UICollectionView.ElementCategory, kind: String?) {
        guard let identifier = view.reuseIdentifier else { return }
        waiting[Key(category: category, kind: category == .cell ? nil : kind, identifier: identifier), default: []].append(view)
    }
}

extension UICollectionView {
    /// Registers `viewClass` for views of `kind` (nil: cells) dequeued with `identifier`.
    func baseRegister(_ viewClass: AnyClass?, kind: String?, identifier: String) {
        let key = CollectionReuse.Key(category: kind == nil ? .cell : .supplementaryView, kind: kind, identifier: identifier)
        guard let viewClass else {
            reuse.classes[key] = nil
            return
        }
        let viewType: UICollectionReusableView.Type? = kind == nil ? viewClass as? UICollectionViewCell.Type
            : viewClass as? UICollectionReusableView.Type
        guard let viewType else {
            let method = kind == nil ? "register(_:forCellWithReuseIdentifier:)" : "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"
            let expected = kind == nil ? "UICollectionViewCell" : "UICollectionReusableView"
            RenderIssues.report("\(method) was given \(viewClass), which is not a \(expected) subclass; '\(identifier)' was not registered.")
            return
        }
        reuse.classes[key] = viewType
        reuse.nibs[key] = nil
    }

    /// Registers `nib` for cells (or supplementary views of `kind`) dequeued with `identifier`
    /// (nil removes it).
    func baseRegister(_ nib: UINib?, kind: String?, identifier: String) {
        let key = CollectionReuse.Key(category: kind == nil ? .cell : .supplementaryView, kind: kind, identifier: identifier)
        reuse.nibs[key] = nib
        if nib != nil { reuse.classes[key] = nil }
    }

    func baseDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let key = CollectionReuse.Key(category: .cell, kind: nil, identifier: identifier)
        guard let cell = reuse.dequeueOrMake(key) as? UICollectionViewCell else {
            fatalError("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib "
                + "or a class for the identifier or connect a prototype cell in a storyboard: call collectionView.register(MyCell.self, "
                + "forCellWithReuseIdentifier: \"\(identifier)\") before the collection view loads its items.")
        }
        let element = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
        prepare(cell, for: element, attributes: layoutAttributesForItem(at: indexPath))
        return cell
    }

    func baseDequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                              for indexPath: IndexPath) -> UICollectionReusableView {
        let key = CollectionReuse.Key(category: .supplementaryView, kind: elementKind, identifier: identifier)
        guard let view = reuse.dequeueOrMake(key) else {
            fatalError("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class "
                + "for the identifier or connect a prototype cell in a storyboard: call collectionView.register(MyHeader.self, "
                + "forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\") first.")
        }
        let element = CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
        prepare(view, for: element, attributes: layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath))
        return view
    }
}
