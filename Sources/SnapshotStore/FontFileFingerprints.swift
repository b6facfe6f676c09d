import Foundation
internal import PixelDiff
import Locking

/// Font file fingerprints, computed once per file per process (font files are large).
final class FontFileFingerprints: Sendable {
    static let shared = FontFileFingerprints()
    private let cache = Locked<[String: String]>([:])

    /// The fingerprint of the file at `path`, or `unreadable` when it cannot be read (the
    /// record then differs from any readable file's, which is the truth).
    func fingerprint(of path: String) -> String {
        if let known = cache.withLock({ $0[path] }) { return known }
        let value: String
        do {
            value = Fingerprint.of(try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped))
        } catch {
            value = "unreadable"
        }
        cache.withLock { $0[path] = value }
        return value
    }
}
