import Foundation

extension UICollectionViewFlowLayout {
    /// What a flow layout's section insets are measured from, UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Hashable, Sendable {
        /// From the content inset (the adjusted content inset).
        case fromContentInset = 0
        /// From the safe area.
        case fromSafeArea
        /// From the layout margins.
        case fromLayoutMargins
    }
}

/// What part of a flow layout must be computed again, UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes and spacings are asked for again (true).
    @exclusivity(unchecked) open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the item and section attributes are computed again (true).
    @exclusivity(unchecked) open var invalidateFlowLayoutAttributes = true
}
