import Foundation

/// One asset catalog's image sets and color sets by name (folders that provide a namespace
/// prefix their contents' names with `Folder/`), or a folder of loose images.
final class AssetCatalogIndex: @unchecked Sendable {
    let url: URL
    private var imageSets: [String: URL] = [:]
    private var colorSets: [String: URL] = [:]
    private var looseImages: [String: [(scale: CGFloat, url: URL)]] = [:]
    private var loadedImages: [String: ImageSet] = [:]
    private var loadedColors: [String: ColorSet] = [:]
    private let lock = NSLock()

    init(url: URL) {
        self.url = url
        if url.pathExtension == "xcassets" {
            scan(url, prefix: "")
        } else {
            scanLoose(url)
        }
    }

    private func scan(_ folder: URL, prefix: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return
        }
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            let name = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "imageset", "symbolset": imageSets[prefix + name] = entry
            case "colorset": colorSets[prefix + name] = entry
            case "":
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                let namespaced = Self.providesNamespace(entry)
                scan(entry, prefix: namespaced ? prefix + name + "/" : prefix)
            default:
                continue
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    private func scanLoose(_ folder: URL) {
        guard let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return
        }
        for entry in entries where ["png", "svg", "jpg", "jpeg", "pdf"].contains(entry.pathExtension.lowercased()) {
            var base = entry.deletingPathExtension().lastPathComponent
            let scale = ImageDecoding.scale(fromFileName: entry.path)
            if scale > 1 { base.removeLast(3) }
            looseImages[base, default: []].append((scale, entry))
        }
    }

    func imageSet(named name: String) -> ImageSet? {
        lock.lock()
        defer { lock.unlock() }
        if let loaded = loadedImages[name] { return loaded }
        let set: ImageSet?
        if let folder = imageSets[name] {
            set = ImageSet(folder: folder, name: name)
        } else {
            let base = (name as NSString).deletingPathExtension
            set = looseImages[base].map { ImageSet(files: $0, name: name) }
        }
        if let set { loadedImages[name] = set }
        return set
    }

    func colorSet(named name: String) -> ColorSet? {
        lock.lock()
        defer { lock.unlock() }
        if let loaded = loadedColors[name] { return loaded }
        guard let folder = colorSets[name], let set = ColorSet(folder: folder, name: name) else { return nil }
        loadedColors[name] = set
        return set
    }
}
