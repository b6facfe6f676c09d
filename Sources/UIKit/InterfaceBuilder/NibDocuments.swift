import Foundation
import InterfaceBuilder
import Locking

/// Finding and reading a team's `.xib` and `.storyboard` files by name, as `UINib` and
/// `UIStoryboard` ask for them: in the bundle given (its resources), in the SwiftPM resource
/// bundles beside it (`<Package>_<Target>.resources`, where the UIKit mirror plug-in copies a
/// target's documents), and in the main bundle. Each file is read once.
enum NibDocuments {
    /// A document found: where, which module's resources it is in, and its contents.
    struct Found: Sendable {
        let url: URL
        /// The target whose resource bundle holds it (the module of its classes with
        /// `customModuleProvider="target"`), when it is in one.
        let module: String?
        let document: IBDocument
        /// The bundle its images and colors are looked up in.
        var resourceFolder: URL { url.deletingLastPathComponent() }
    }

    private static let cache = Locked<[String: IBDocument]>([:])
    /// The document file names in each folder looked in, listed once per process.
    private static let listings = Locked<[String: Set<String>]>([:])

    /// The document `name` with one of `extensions` (`xib`, `storyboard`); a name that already
    /// ends with an extension is taken as it is. Throws `IBDocumentError` when a file found is
    /// not a document; nil when there is none.
    static func find(_ name: String, extensions: [String], in bundle: Bundle?) throws(IBDocumentError) -> Found? {
        let fileNames: [String] = extensions.contains((name as NSString).pathExtension) ? [name] : extensions.map { "\(name).\($0)" }
        // As a bundle looks for a resource: unlocalized first, then in the render's language's
        // `.lproj` folder, then in `Base.lproj` (Base Internationalization).
        let localizations = LocalizationLookup.candidates(for: LocalizationLookup.language).map { $0 + ".lproj" } + ["Base.lproj"]
        for folder in searchFolders(for: bundle) {
            for place in [folder] + localizations.map({ folder.appendingPathComponent($0) }) {
                let listed = documentNames(in: place)
                for fileName in fileNames where listed.contains(fileName) {
                    let url = place.appendingPathComponent(fileName)
                    return Found(url: url, module: module(ofResourceFolder: folder), document: try read(url))
                }
            }
        }
        return nil
    }

    /// The document at `url`, read once per process.
    static func read(_ url: URL) throws(IBDocumentError) -> IBDocument {
        if let known = cache.withLock({ $0[url.path] }) { return known }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(document: url.lastPathComponent, reason: error.localizedDescription)
        }
        let document = try IBDocument(data: data, name: url.lastPathComponent)
        cache.withLock { $0[url.path] = document }
        return document
    }

    /// The names of the documents in `folder` (`.xib`, `.nib`, `.storyboard` files).
    private static func documentNames(in folder: URL) -> Set<String> {
        if let known = listings.withLock({ $0[folder.path] }) { return known }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { ["xib", "nib", "storyboard"].contains(($0 as NSString).pathExtension) }
        let set = Set(names)
        listings.withLock { $0[folder.path] = set }
        return set
    }

    /// The folders looked in, in order: the bundle's resources, its resource bundles, then
    /// the main bundle's.
    static func searchFolders(for bundle: Bundle?) -> [URL] {
        var roots: [URL] = []
        for candidate in [bundle, Bundle.main].compactMap({ $0 }) {
            roots += [candidate.resourceURL, candidate.bundleURL].compactMap { $0 }
        }
        var folders: [URL] = []
        var seen = Set<String>()
        func add(_ url: URL) {
            if seen.insert(url.standardizedFileURL.path).inserted { folders.append(url) }
        }
        for root in roots {
            add(root)
            ResourceBundles.bundles(in: root).forEach(add)
        }
        return folders
    }

    /// The target a SwiftPM resource folder belongs to (`ComponentCatalog_DesignSystem.resources`
    /// → `DesignSystem`); nil for other folders.
    static func module(ofResourceFolder folder: URL) -> String? {
        guard folder.pathExtension == "resources" else { return nil }
        let name = folder.deletingPathExtension().lastPathComponent
        guard let underscore = name.firstIndex(of: "_") else { return nil }
        let target = name[name.index(after: underscore)...]
        return target.isEmpty ? nil : String(target)
    }
}
