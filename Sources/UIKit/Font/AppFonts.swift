import Foundation
internal import Typesetting

/// The fonts a bundle's Info.plist lists under `UIAppFonts` (paths relative to the bundle's
/// resources), registered the first time UIKit looks at the bundle, as iOS does at launch.
/// On Linux the main bundle is the executable's folder; an `Info.plist` there (or in its
/// resources) is read. Fonts that are listed but missing are reported.
enum AppFonts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var visited: Set<String> = []
    /// The bundle objects already looked at, kept so that an identifier is never reused:
    /// UIKit asks on every font and asset lookup, and working out a bundle's path each time
    /// cost more than the lookup.
    nonisolated(unsafe) private static var seenBundles: [ObjectIdentifier: Bundle] = [:]

    /// Registers the `UIAppFonts` of `bundle` once.
    static func registerIfNeeded(from bundle: Bundle) {
        let identifier = ObjectIdentifier(bundle)
        if lock.withLock({ seenBundles[identifier] != nil }) { return }
        let key = bundle.bundleURL.standardizedFileURL.path
        let firstVisit = lock.withLock {
            seenBundles[identifier] = bundle
            return visited.insert(key).inserted
        }
        guard firstVisit else { return }
        guard let fonts = listedFonts(in: bundle), !fonts.isEmpty else { return }
        let root = bundle.resourceURL ?? bundle.bundleURL
        for entry in fonts {
            let url = root.appendingPathComponent(entry)
            do {
                try FontRegistry.register(fileAt: url.path)
            } catch .alreadyRegistered {
                continue
            } catch {
                RenderIssues.report("The Info.plist of \(bundle.bundleURL.lastPathComponent) lists the font \"\(entry)\" under UIAppFonts, "
                    + "but it was not registered: \(error) Add the file to the target's resources (or fix the path).")
            }
        }
    }

    /// The `UIAppFonts` entries of the bundle's Info.plist: its info dictionary, else an
    /// `Info.plist` file in its resources or its folder.
    private static func listedFonts(in bundle: Bundle) -> [String]? {
        if let fonts = bundle.infoDictionary?["UIAppFonts"] as? [String] { return fonts }
        for folder in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0 }) {
            let file = folder.appendingPathComponent("Info.plist")
            guard let data = FileManager.default.contents(atPath: file.path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
            return plist["UIAppFonts"] as? [String]
        }
        return nil
    }
}
