import Foundation
internal import FileSafety

/// The app's asset catalogs (`.xcassets` folders, read from their `Contents.json` files as
/// Xcode writes them) and loose image files: what `UIImage(named:)` and `UIColor(named:)`
/// look in. Catalogs are found in the bundle asked for (its resources, searched a few
/// levels deep), in the main bundle, and in every catalog registered with
/// `register(_:)` (the catalog command registers the design system's).
package enum AssetCatalogs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [URL] = []
    nonisolated(unsafe) private static var indexes: [String: AssetCatalogIndex] = [:]
    nonisolated(unsafe) private static var catalogsByRoot: [String: [URL]] = [:]
    /// What `catalogs(for:)` gave for each bundle object (nil: the main bundle and the
    /// registered catalogs), the bundle kept so that its identifier is never reused, as of
    /// `registered.count` registrations: every lookup asks, and working out the roots' paths
    /// each time cost more than the lookup.
    nonisolated(unsafe) private static var searched: [ObjectIdentifier?: (bundle: Bundle?, registrations: Int, catalogs: [AssetCatalogIndex])] = [:]

    /// Adds an `.xcassets` folder, or a folder holding some, to those searched for every
    /// lookup (and a folder of loose images).
    package static func register(_ url: URL) {
        lock.lock()
        defer { lock.unlock() }
        let standardized = url.standardizedFileURL
        if !registered.contains(standardized) { registered.append(standardized) }
    }

    /// The catalogs searched for `bundle` (nil: the main bundle and all registered ones).
    private static func catalogs(for bundle: Bundle?) -> [AssetCatalogIndex] {
        lock.lock()
        defer { lock.unlock() }
        let key = bundle.map(ObjectIdentifier.init)
        if let known = searched[key], known.registrations == registered.count { return known.catalogs }
        var roots: [URL] = []
        if let bundle {
            roots += [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        } else {
            roots += [Bundle.main.resourceURL, Bundle.main.bundleURL].compactMap { $0 }
        }
        roots += registered
        var seen = Set<String>()
        var result: [AssetCatalogIndex] = []
        for root in roots {
            for catalog in catalogURLs(under: root) where seen.insert(catalog.path).inserted {
                if let index = indexes[catalog.path] {
                    result.append(index)
                } else {
                    let index = AssetCatalogIndex(url: catalog)
                    indexes[catalog.path] = index
                    result.append(index)
                }
            }
        }
        searched[key] = (bundle, registered.count, result)
        return result
    }

    /// `.xcassets` folders at or below `root` (three folder levels at most, past none of a
    /// build's own folders), and `root` itself as a folder of loose images. On Linux a
    /// SwiftPM resource bundle is the folder `<Package>_<Target>.resources` beside the
    /// executable (the main bundle's folder), so the main bundle finds the catalogs of every
    /// package target whose resources list them.
    private static func catalogURLs(under root: URL) -> [URL] {
        if let known = catalogsByRoot[root.path] { return known }
        var found: [URL] = []
        if root.pathExtension == "xcassets" {
            found = [root]
        } else {
            // Paths and names rather than URLs, and a folder's kind from one `stat`: an
            // executable's folder holds hundreds of entries, and walking them as URLs with
            // their resource values was a tenth of a worker's start.
            var frontier = [root.path]
            for _ in 0..<4 {
                var next: [String] = []
                for folder in frontier {
                    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
                    for name in names.sorted() where !name.hasPrefix(".") && FolderWalk.isFolder(folder + "/" + name) {
                        let path = folder + "/" + name
                        let pathExtension = (name as NSString).pathExtension
                        if pathExtension == "xcassets" {
                            found.append(URL(fileURLWithPath: path, isDirectory: true))
                        } else if !skippedFolderExtensions.contains(pathExtension), !skippedFolderNames.contains(name) {
                            next.append(path)
                        }
                    }
                }
                frontier = next
            }
            found.append(root)
        }
        catalogsByRoot[root.path] = found
        return found
    }

    /// Folders of a build that never hold resources (object files, module caches): not
    /// searched, so looking in an executable's folder stays quick.
    private static let skippedFolderExtensions: Set<String> = ["build", "swiftmodule", "o", "dSYM", "imageset", "colorset", "symbolset",
                                                              "appiconset", "xctest"]
    private static let skippedFolderNames: Set<String> = ["ModuleCache", "Modules", "index", "plugins", "checkouts", "repositories",
                                                          "artifacts"]

    /// The image `name` for `traits`, with an asset that gives the other variants.
    package static func image(named name: String, in bundle: Bundle?, traits: UITraitCollection) -> UIImage? {
        AppFonts.registerIfNeeded(from: bundle ?? Bundle.main)
        for catalog in catalogs(for: bundle) {
            if let set = catalog.imageSet(named: name) {
                guard let image = set.image(for: traits) else { continue }
                let asset = UIImageAsset()
                asset.lookup = { set.image(for: $0) }
                image.imageAsset = asset
                return image
            }
        }
        return nil
    }

    /// The color `name`, following the traits it is resolved with.
    package static func color(named name: String, in bundle: Bundle?) -> ColorSet? {
        AppFonts.registerIfNeeded(from: bundle ?? Bundle.main)
        for catalog in catalogs(for: bundle) {
            if let set = catalog.colorSet(named: name) { return set }
        }
        return nil
    }
}
