import Foundation

/// An image set of an asset catalog (or loose files named `name@2x.png`): its files with
/// the traits each is for, and its rendering intent.
final class ImageSet: @unchecked Sendable {
    private var entries: [(variant: AssetVariant, url: URL)] = []
    private var template = false
    let name: String
    private var cache: [String: UIImage] = [:]
    private let lock = NSLock()

    init(folder: URL, name: String) {
        self.name = name
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            RenderIssues.report("The image set \(folder.path) has no readable Contents.json; the image \"\(name)\" is empty.")
            return
        }
        for entry in json["images"] as? [[String: Any]] ?? [] {
            guard let file = entry["filename"] as? String else { continue }
            entries.append((AssetVariant(entry), folder.appendingPathComponent(file)))
        }
        let properties = json["properties"] as? [String: Any] ?? [:]
        template = (properties["template-rendering-intent"] as? String) == "template"
    }

    init(files: [(scale: CGFloat, url: URL)], name: String) {
        self.name = name
        for file in files {
            entries.append((AssetVariant(["idiom": "universal", "scale": "\(Int(file.scale))x"]), file.url))
        }
    }

    /// The variant's image for `traits`, nil when the set has no usable file.
    func image(for traits: UITraitCollection) -> UIImage? {
        let ranked = entries.compactMap { entry in entry.variant.score(for: traits).map { (entry, $0) } }
            .sorted { $0.1 > $1.1 }
        guard let (best, _) = ranked.first else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[best.url.path] { return UIImage(copying: cached) }
        guard let data = try? Data(contentsOf: best.url) else {
            RenderIssues.report("The image \"\(name)\" names \(best.url.lastPathComponent), which could not be read.")
            return nil
        }
        guard let decoded = ImageDecoding.decode(data, scale: best.variant.scale ?? 1, name: best.url.path) else { return nil }
        var image = UIImage(content: decoded.content, size: decoded.size, scale: decoded.scale)
        if template { image = image.withRenderingMode(.alwaysTemplate) }
        cache[best.url.path] = image
        return UIImage(copying: image)
    }
}
