import Synchronization
import UIKit

/// The resolved traits of the environments rendered lately (`RenderEnvironment.resolvedTraits`),
/// so that environments made from the same trait collection, on the same device, resolve to
/// the same collection. Trait collections never change, so the answer cannot go stale; what it
/// buys is the identity: UIKit remembers what differed between two trait storages by their
/// identities, and every render of a view in an environment compares the view's traits with
/// its window's. Made afresh for every render, the window's traits were a storage never seen
/// before, and each render compared every trait again. The memory is bounded by forgetting
/// everything once `capacity` environments are held.
enum ResolvedTraits {
    private struct Key: Hashable {
        let traits: ObjectIdentifier
        let device: RenderDevice?
    }

    /// The traits each key was made from are kept with the answer: alive, their identifier
    /// cannot come back for another collection.
    private struct Table: @unchecked Sendable {
        var entries: [Key: (traits: UITraitCollection, resolved: UITraitCollection)] = [:]
    }

    static let capacity = 256
    private static let table = Mutex(Table())

    /// The resolved traits of `traits` on `device`, made by `make` the first time.
    static func of(_ traits: UITraitCollection, device: RenderDevice?, make: () -> UITraitCollection) -> UITraitCollection {
        let key = Key(traits: ObjectIdentifier(traits), device: device)
        if let known = table.withLock({ $0.entries[key]?.resolved }) { return known }
        let resolved = make()
        return table.withLock { table in
            if let known = table.entries[key]?.resolved { return known }
            if table.entries.count >= capacity { table.entries.removeAll(keepingCapacity: true) }
            table.entries[key] = (traits, resolved)
            return resolved
        }
    }
}
