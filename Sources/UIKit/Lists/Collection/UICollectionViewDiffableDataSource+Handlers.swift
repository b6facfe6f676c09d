import Foundation

extension UICollectionViewDiffableDataSource {
    /// What the data source does when an outline item is expanded or collapsed, UIKit's
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers` (kept: nothing is
    /// tapped in a render).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether `Item` may expand.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether an item may collapse.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show when a parent expands.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that do nothing.
        public init() {}
    }

    /// What the data source does when items are reordered, UIKit's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers` (kept).
    public struct ReorderingHandlers {
        /// Whether an item can be reordered.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?

        /// Handlers that allow nothing.
        public init() {}
    }
}
