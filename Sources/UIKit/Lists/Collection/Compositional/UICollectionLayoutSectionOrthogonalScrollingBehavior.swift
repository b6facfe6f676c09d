import Foundation

/// How a section scrolls across its layout's direction, UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. A render shows the section at
/// rest: groups side by side from the leading content inset (the first group centered for
/// `groupPagingCentered`), cut off at the collection view's edge.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
