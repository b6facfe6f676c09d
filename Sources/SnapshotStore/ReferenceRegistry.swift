import Locking

/// The references asserted in this process, so two assertions that would share one file
/// (two unnamed snapshots in a test, or a parameterized test without a distinct name) fail
/// clearly instead of overwriting each other.
package final class ReferenceRegistry: Sendable {
    /// The process's registry.
    package static let shared = ReferenceRegistry()
    private let claimed = Locked<[String: String]>([:])

    /// Claims `path` for the assertion at `site`; returns the site that claimed it before,
    /// if one did (the same site twice is a parameterized test sharing a name).
    package func claim(_ path: String, site: String) -> String? {
        claimed.withLock { table in
            if let first = table[path] { return first }
            table[path] = site
            return nil
        }
    }
}
