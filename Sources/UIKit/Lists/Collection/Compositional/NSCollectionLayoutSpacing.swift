import Foundation

/// A space between items, UIKit's `NSCollectionLayoutSpacing`: fixed, or flexible (at
/// least the value, growing to share what is left of the group's room).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    /// The space in points (the least, when flexible).
    public let spacing: CGFloat
    /// Whether the space grows with leftover room.
    public let isFlexibleSpacing: Bool
    /// Whether the space is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// A fixed space.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// A space of at least `flexibleSpacing` that shares the group's leftover room.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
