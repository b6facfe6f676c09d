import Foundation

/// An image set of an asset catalog (or loose files named `name@2x.png`): its files with
/// the traits each is for, and its properties as Xcode writes them: the rendering intent
/// (`template-rendering-intent`: `template` or `original`) and whether a vector keeps its
/// vectors (`preserves-vector-representation`). Without that flag Xcode rasterizes a
/// vector at build time, so a single-scale PDF or SVG is drawn here as pixels at the
/// display scale, exactly as sharp (or as soft when scaled up) as on iOS. A symbol set (a
/// custom SF Symbol) is a symbol image: drawn as the symbol placeholder, in the tint.
final class ImageSet: @unchecked Sendable {
    private var entries: [(variant: AssetVariant, url: URL)] = []
    @exclusivity(unchecked) private var renderingMode = UIImage.RenderingMode.automatic
    @exclusivity(unchecked) private var preservesVectorRepresentation = false
    @exclusivity(unchecked) private var isSymbolSet = false
    let name: String
    private var cache: [String: UIImage] = [:]
    private let lock = NSLock()

    init(folder: URL, name: String) {
        self.name = name
        isSymbolSet = folder.pathExtension == "symbolset"
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            RenderIssues.report("The image set \(folder.path) has no readable Contents.json; UIImage(named: \"\(name)\") finds no image. "
                + "Check that the whole .xcassets folder is listed in the target's resources.")
            return
        }
        for entry in (json["images"] as? [[String: Any]] ?? []) + (json["symbols"] as? [[String: Any]] ?? []) {
            guard let file = entry["filename"] as? String else { continue }
            entries.append((AssetVariant(entry), folder.appendingPathComponent(file)))
        }
        let properties = json["properties"] as? [String: Any] ?? [:]
        switch properties["template-rendering-intent"] as? String {
        case "template": renderingMode = .alwaysTemplate
        case "original": renderingMode = .alwaysOriginal
        default: renderingMode = .automatic
        }
        preservesVectorRepresentation = properties["preserves-vector-representation"] as? Bool ?? false
    }

    init(files: [(scale: CGFloat, url: URL)], name: String) {
        self.name = name
        for file in files {
            entries.append((AssetVariant(["idiom": "universal", "scale": "\(Int(file.scale))x"]), file.url))
        }
    }

    /// The variant's image for `traits`, nil when the set has no usable file.
    func image(for traits: UITraitCollection) -> UIImage? {
        if isSymbolSet {
            let side = SymbolMetrics.side(for: nil)
            return UIImage(content: .symbol(name), size: CGSize(width: side, height: side), scale: traits.displayScale > 0 ? traits.displayScale : 1)
                .withRenderingMode(.alwaysTemplate)
        }
        var best: (url: URL, variant: AssetVariant, rank: AssetVariant.Rank)?
        for entry in entries {
            guard let rank = entry.variant.rank(for: traits) else { continue }
            if best.map({ rank > $0.rank }) ?? true { best = (entry.url, entry.variant, rank) }
        }
        guard let best else { return nil }
        let displayScale = traits.displayScale > 0 ? traits.displayScale : 1
        let key = best.variant.scale == nil ? "\(best.url.path)@\(displayScale)" : best.url.path
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return UIImage(copying: cached) }
        guard let data = try? Data(contentsOf: best.url) else {
            RenderIssues.report("The image \"\(name)\" names \(best.url.lastPathComponent), which could not be read: "
                + "add the file to the image set or remove its entry from Contents.json.")
            return nil
        }
        guard let decoded = ImageDecoding.decode(data, scale: best.variant.scale ?? displayScale, name: best.url.path) else { return nil }
        var image = UIImage(decoded: decoded)
        if decoded.isVector, !preservesVectorRepresentation, let pixels = ImageRasterizing.rasterize(image) {
            image = UIImage(cgImage: pixels, scale: image.scale, orientation: .up)
        }
        if renderingMode != .automatic { image = image.withRenderingMode(renderingMode) }
        cache[key] = image
        return UIImage(copying: image)
    }
}
