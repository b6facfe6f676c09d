import Foundation

/// The size and insets of a layout's container, UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The size before the content insets.
    var contentSize: CGSize { get }
    /// The size after the content insets.
    var effectiveContentSize: CGSize { get }
    /// The insets the layout asked for.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets applied (the reference's, such as the safe area).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
