import Foundation
import Locking

/// The SwiftPM resource bundles (`<Package>_<Target>.resources`) and `.bundle` folders directly
/// in a folder, by name, listed once per process: where a package's modules keep the documents
/// and string tables an app keeps in its main bundle on iOS.
enum ResourceBundles {
    private static let listings = Locked<[String: [URL]]>([:])

    /// The `.resources` and `.bundle` folders directly in `root`, sorted by name.
    static func bundles(in root: URL) -> [URL] {
        if let known = listings.withLock({ $0[root.path] }) { return known }
        let entries = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
        let found = entries.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        listings.withLock { $0[root.path] = found }
        return found
    }
}
