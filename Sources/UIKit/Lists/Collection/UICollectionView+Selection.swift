import Foundation

/// Selection at rest: the collection view remembers the selected items and tells their
/// cells (`isSelected`); the delegate is not told, as on iOS for selection made in code.
extension UICollectionView {
    func baseSelectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedItems { baseDeselectItem(at: selected, animated: animated) }
            return
        }
        let allowed = isEditing ? allowsSelectionDuringEditing : allowsSelection
        guard allowed else { return }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !multiple {
            for selected in selectedItems where selected != indexPath { baseDeselectItem(at: selected, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func baseDeselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        let key = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
        (elementViews[key] as? UICollectionViewCell)?.isSelected = false
    }
}
