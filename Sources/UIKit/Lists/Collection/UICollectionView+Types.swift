import Foundation

extension UICollectionView {
    /// The axis a layout scrolls along, UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable {
        case vertical = 0
        case horizontal
    }

    /// Where an item ends up when scrolled to, UIKit's `UICollectionView.ScrollPosition`:
    /// one vertical and one horizontal position may be combined.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's middle at the middle of the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's leading edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's middle at the horizontal middle of the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's trailing edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// What a layout element is, UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Hashable, Sendable {
        /// An item's cell.
        case cell = 0
        /// A header, footer or other view the data source provides.
        case supplementaryView
        /// A view the layout provides (a section background, say).
        case decorationView
    }

    /// How reordering moves items aside, UIKit's `UICollectionView.ReorderingCadence`
    /// (kept; nothing moves in a render).
    public enum ReorderingCadence: Int, Hashable, Sendable {
        case immediate = 0, fast, slow
    }

    /// Whether cells size themselves again when their content changes, UIKit's
    /// `UICollectionView.SelfSizingInvalidation` (kept; a render sizes every cell once it
    /// is configured).
    public enum SelfSizingInvalidation: Int, Hashable, Sendable {
        case disabled = 0, enabled, enabledIncludingConstraints
    }

    /// The kind of a flow layout's section headers (and the list layout's), UIKit's
    /// `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers, UIKit's
    /// `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
