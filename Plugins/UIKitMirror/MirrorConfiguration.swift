import Foundation

/// The contents of `uikit-mirror.json`: the iOS sources to mirror, relative to the package
/// root (folders are searched for `.swift` files and for the Interface Builder documents to
/// copy into the target's resources), and whether to write `IBDesignables.swift`.
struct MirrorConfiguration: Decodable {
    static let fileName = "uikit-mirror.json"

    static let example = #"{"sources": ["Components/DesignSystem", "Some/File.swift"], "designables": true}"#

    var sources: [String]
    var designables: Bool

    private enum CodingKeys: String, CodingKey {
        case sources, designables
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sources = try container.decode([String].self, forKey: .sources)
        designables = try container.decodeIfPresent(Bool.self, forKey: .designables) ?? false
    }

    /// Reads the configuration of `target` at `url`, or says what to write there.
    static func read(from url: URL, target: String) throws -> MirrorConfiguration {
        guard let data = try? Data(contentsOf: url) else {
            throw MirrorPluginError("The UIKitMirror plugin needs \(url.path) to know what to mirror into \(target). "
                + "Write there the iOS source folders and files, relative to the package root, e.g. \(example)")
        }
        do {
            return try JSONDecoder().decode(MirrorConfiguration.self, from: data)
        } catch {
            throw MirrorPluginError("\(url.path) is not a mirror configuration (\(error)). It should read like \(example): "
                + "\"sources\" (required) lists folders and .swift files relative to the package root; "
                + "\"designables\" (optional, default false) asks for IBDesignables.swift.")
        }
    }

    /// The file name extensions of Interface Builder documents.
    static let documentExtensions: Set<String> = ["xib", "storyboard"]

    /// The `.swift` files and the Interface Builder documents (`.xib`, `.storyboard`) the
    /// sources name, under `root`: each file, and the files in each folder and its subfolders
    /// (hidden ones skipped), each sorted by path, each once.
    func files(under root: URL) throws -> (sources: [URL], documents: [URL], stringTables: [URL]) {
        let all = try listedFiles(under: root, extensions: Self.documentExtensions.union(Self.tableExtensions).union(["swift"]))
        return (all.filter { $0.pathExtension == "swift" }, all.filter { Self.documentExtensions.contains($0.pathExtension) },
                all.filter { Self.tableExtensions.contains($0.pathExtension) })
    }

    /// The file name extensions of string tables (a document's texts in other languages).
    static let tableExtensions: Set<String> = ["strings", "xcstrings"]

    /// The tables among `tables` that belong to `document` (`.strings` of its base name in
    /// `.lproj` folders, `.xcstrings` of its base name), as `InterfaceBuilderStringTables`
    /// in UIKitMirrorCore finds them (a plugin cannot link it; the two must change together).
    static func tables(of document: URL, among tables: [URL]) -> [URL] {
        let base = document.deletingPathExtension().lastPathComponent
        return tables.filter {
            $0.deletingPathExtension().lastPathComponent == base
                && ($0.pathExtension == "xcstrings" || $0.deletingLastPathComponent().pathExtension == "lproj")
        }
    }

    /// The files with one of `extensions` the sources name, sorted by path, each once.
    private func listedFiles(under root: URL, extensions: Set<String>) throws -> [URL] {
        var files: [String: URL] = [:]
        for source in sources {
            let url = root.appending(path: source).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw MirrorPluginError("\(Self.fileName) lists \"\(source)\", but \(url.path) does not exist; sources "
                    + "are relative to the package root (\(root.path)).")
            }
            if !isFolder.boolValue {
                guard extensions.contains(url.pathExtension) else {
                    throw MirrorPluginError("\(Self.fileName) lists \"\(source)\", which is not a folder, a .swift file or "
                        + "an Interface Builder document (.xib, .storyboard).")
                }
                files[url.path] = url
                continue
            }
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey],
                                                            options: [.skipsHiddenFiles])
            while let file = enumerator?.nextObject() as? URL {
                if extensions.contains(file.pathExtension) { files[file.standardizedFileURL.path] = file.standardizedFileURL }
            }
        }
        return files.keys.sorted().compactMap { files[$0] }
    }
}
