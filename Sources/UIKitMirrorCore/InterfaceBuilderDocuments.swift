import Foundation

/// The Interface Builder documents (`.xib`, `.storyboard`) that `uikit-mirror` copies for the
/// plugin, which names the copies as build outputs so that SwiftPM puts them among the
/// target's resources. SwiftPM copies them flat into the resource bundle, so two documents
/// must not share a file name.
public enum InterfaceBuilderDocuments {
    /// The file name extensions of Interface Builder documents.
    public static let extensions: Set<String> = ["xib", "storyboard"]

    /// Whether the file at `path` is an Interface Builder document, by its extension.
    public static func isDocument(_ path: String) -> Bool {
        extensions.contains(URL(fileURLWithPath: path).pathExtension)
    }

    /// The file names two or more of `paths` share, with those paths.
    public static func collisions(of paths: [String]) -> [String: [String]] {
        Dictionary(grouping: paths) { URL(fileURLWithPath: $0).lastPathComponent }.filter { $0.value.count > 1 }
    }

    /// `paths` with one document kept of each set of localizations (the same file name in
    /// `.lproj` folders only: `Base.lproj`, else `en.lproj`, else the first by path), and the
    /// ones left out with the one kept. Other shared names stay, for `collisions(of:)`.
    public static func oneLocalization(of paths: [String]) -> (kept: [String], leftOut: [(path: String, kept: String)]) {
        var leftOut: [(path: String, kept: String)] = []
        var dropped = Set<String>()
        for (_, group) in collisions(of: paths) {
            let folders = group.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent }
            guard folders.allSatisfy({ $0.hasSuffix(".lproj") }) else { continue }
            let sorted = group.sorted()
            let kept = sorted.first { $0.contains("/Base.lproj/") } ?? sorted.first { $0.contains("/en.lproj/") } ?? sorted[0]
            for path in sorted where path != kept {
                leftOut.append((path, kept))
                dropped.insert(path)
            }
        }
        return (paths.filter { !dropped.contains($0) }, leftOut.sorted { $0.path < $1.path })
    }

    /// Copies each document to `folder/<its file name>`, writing only copies whose bytes
    /// change, and removes the documents an earlier run copied there that `paths` no longer
    /// lists. Throws a message naming the file that could not be read or written.
    /// Each document with string tables among `tables` also gets their catalog,
    /// `<file name>.strings.json` (`InterfaceBuilderStringTables`).
    static func copy(_ paths: [String], tables: [String] = [], to folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CopyError(message: "cannot create \(folder) (\(error.localizedDescription)); check that it is writable.")
        }
        var written: Set<String> = []
        for path in paths {
            let name = URL(fileURLWithPath: path).lastPathComponent
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CopyError(message: "cannot read the Interface Builder document \(path); check that it exists and is readable.")
            }
            do {
                try FileOutput.write(data, to: folder + "/" + name)
            } catch {
                throw CopyError(message: "cannot write \(folder)/\(name) (\(error.localizedDescription)); check that it is writable.")
            }
            written.insert(name)
            let own = InterfaceBuilderStringTables.tables(of: path, among: tables)
            guard !own.isEmpty else { continue }
            let catalogName = InterfaceBuilderStringTables.catalogName(of: name)
            let catalog: Data
            do {
                catalog = try InterfaceBuilderStringTables.catalog(of: own)
            } catch {
                throw CopyError(message: error.message)
            }
            do {
                try FileOutput.write(catalog, to: folder + "/" + catalogName)
            } catch {
                throw CopyError(message: "cannot write \(folder)/\(catalogName) (\(error.localizedDescription)); check that it is writable.")
            }
            written.insert(catalogName)
        }
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in present where (isDocument(name) || name.hasSuffix(".strings.json")) && !written.contains(name) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// A document that could not be copied.
    struct CopyError: Error {
        let message: String
    }
}
