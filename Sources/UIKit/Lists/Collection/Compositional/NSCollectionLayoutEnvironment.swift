import Foundation

/// What a section provider knows about where its section goes, UIKit's
/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container's size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

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

/// The container a compositional layout lays out in.
@preconcurrency @MainActor
final class CompositionalContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let effectiveContentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, effectiveContentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.effectiveContentInsets = effectiveContentInsets
        super.init()
    }

    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
               height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }
}

/// The environment a compositional layout hands its section provider.
@preconcurrency @MainActor
final class CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
        super.init()
    }
}
