import Foundation

/// The contents of `uikit-mirror.json`: the iOS sources to mirror, relative to the package
/// root (folders are searched for `.swift` files), and whether to write `IBDesignables.swift`.
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

    /// The `.swift` files the sources name, under `root`: each file, and the files in each
    /// folder and its subfolders (hidden ones skipped), sorted by path, each once.
    func sourceFiles(under root: URL) throws -> [URL] {
        var files: [String: URL] = [:]
        for source in sources {
            let url = root.appending(path: source).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw MirrorPluginError("\(Self.fileName) lists \"\(source)\", but \(url.path) does not exist; sources "
                    + "are relative to the package root (\(root.path)).")
            }
            if !isFolder.boolValue {
                guard url.pathExtension == "swift" else {
                    throw MirrorPluginError("\(Self.fileName) lists \"\(source)\", which is not a .swift file or a folder.")
                }
                files[url.path] = url
                continue
            }
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey],
                                                            options: [.skipsHiddenFiles])
            while let file = enumerator?.nextObject() as? URL {
                if file.pathExtension == "swift" { files[file.standardizedFileURL.path] = file.standardizedFileURL }
            }
        }
        return files.keys.sorted().compactMap { files[$0] }
    }
}
