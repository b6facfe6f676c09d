import Foundation
internal import PixelDiff
import Locking

/// Font file fingerprints, computed once per file per process (font files are large), and
/// remembered between processes in a `FontFingerprintStore` while the file is unchanged.
package final class FontFileFingerprints: Sendable {
    package static let shared = FontFileFingerprints(store: FontFingerprintStore.user)
    private let cache = Locked<[String: String]>([:])
    private let store: FontFingerprintStore?

    /// Fingerprints kept in `store` between processes (none kept when nil).
    package init(store: FontFingerprintStore?) {
        self.store = store
    }

    /// The fingerprint of the file at `path`, or `unreadable` when it cannot be read (the
    /// record then differs from any readable file's, which is the truth).
    package func fingerprint(of path: String) -> String {
        if let known = cache.withLock({ $0[path] }) { return known }
        let identity = FontFingerprintStore.identity(of: path)
        if let identity, let stored = store?.fingerprint(of: path, identity: identity) {
            cache.withLock { $0[path] = stored }
            return stored
        }
        let value: String
        do {
            value = Fingerprint.of(try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped))
        } catch {
            value = "unreadable"
        }
        // Stored only when the file was the same before and after it was read.
        if let identity, value != "unreadable", FontFingerprintStore.identity(of: path) == identity {
            store?.record(value, of: path, identity: identity)
        }
        cache.withLock { $0[path] = value }
        return value
    }
}
