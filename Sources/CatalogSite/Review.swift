import Catalog
import Foundation
import PixelDiff
import Rendering

/// `catalog verify`: renders the catalog, compares every image with its reference using the
/// snapshot assertions' differ, and writes a review report (`index.html`, `review.json`,
/// `junit.xml`) with the references, the new images and diff overlays.
public struct Review: Sendable {
    /// Where references are: `directory/<prefix><Entry>.<variant>.<environment>.png`.
    public var referenceDirectory: String
    public var referencePrefix: String
    public var options: PixelMatchOptions

    public init(referenceDirectory: String, referencePrefix: String, options: PixelMatchOptions = PixelMatchOptions()) {
        self.referenceDirectory = referenceDirectory
        self.referencePrefix = referencePrefix
        self.options = options
    }

    /// The reference's file name for `entry`, `variant` and `environment`.
    public func referenceName(entry: String, variant: String, environment: String) -> String {
        "\(referencePrefix)\(entry).\(variant).\(environment).png"
    }

    /// The component, variant and environment a reference file name stands for, or nil when
    /// it is not a reference of this layout.
    public func parseReferenceName(_ name: String) -> (entry: String, variant: String, environment: String)? {
        guard name.hasPrefix(referencePrefix), name.hasSuffix(".png") else { return nil }
        let parts = name.dropFirst(referencePrefix.count).dropLast(4).split(separator: ".", maxSplits: 2).map(String.init)
        return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
    }

    /// The reference files in the reference folder that no rendered image of `manifest`
    /// claims and `isSelected` selects: those of variants that are gone.
    public func orphanedReferences(of manifest: SiteManifest, isSelected: (_ entry: String, _ variant: String) -> Bool) -> [String] {
        let expected = Set(manifest.images.map { referenceName(entry: $0.entry.name, variant: $0.variant.name, environment: $0.render.environment) })
        let present = (try? FileManager.default.contentsOfDirectory(atPath: referenceDirectory)) ?? []
        return present.sorted().filter { name in
            guard !expected.contains(name), let parts = parseReferenceName(name) else { return false }
            return isSelected(parts.entry, parts.variant)
        }
    }

    /// Compares the images of `manifest` (rendered into `output/new`) with the references,
    /// copies references and writes diffs into `output`. `isSelected` says which references
    /// without a rendered image count as removed (all of them when nothing was filtered out).
    public func compare(_ manifest: SiteManifest, output: String, isSelected: (_ entry: String, _ variant: String) -> Bool) -> [ReviewItem] {
        var items = manifest.images.map { entry, variant, render in
            compareOne(entry: entry.name, variant: variant.name, render: render,
                       referenceName: referenceName(entry: entry.name, variant: variant.name, environment: render.environment), output: output)
        }
        for name in orphanedReferences(of: manifest, isSelected: isSelected) {
            guard let parts = parseReferenceName(name) else { continue }
            let copy = "reference/" + name
            let copied = (try? copyReference(name, to: output + "/" + copy)) != nil
            items.append(ReviewItem(status: .removed, entry: parts.entry, variant: parts.variant, environment: parts.environment,
                                    reference: copied ? copy : nil, image: nil, diff: nil, changedFraction: 1, changedPixels: 0,
                                    message: "The reference \(name) has no variant any more: delete it, or restore the variant."))
        }
        return items
    }

    private func copyReference(_ name: String, to path: String) throws {
        guard let data = FileManager.default.contents(atPath: referenceDirectory + "/" + name) else {
            throw GalleryError.writeFailed(path: path, reason: "cannot read \(referenceDirectory)/\(name)")
        }
        try AtomicFile.write(data, to: path)
    }

    private func compareOne(entry: String, variant: String, render: SiteManifest.Render, referenceName: String, output: String) -> ReviewItem {
        let newPath = "new/" + render.image
        var item = ReviewItem(status: .unchanged, entry: entry, variant: variant, environment: render.environment,
                              reference: nil, image: newPath, diff: nil, changedFraction: 0, changedPixels: 0, message: "")
        let referencePath = referenceDirectory + "/" + referenceName
        guard FileManager.default.fileExists(atPath: referencePath) else {
            item.status = .new
            item.changedFraction = 1
            item.message = "No reference yet (\(referencePath)); accept it with `catalog record` or the snapshot tests' SNAPSHOT_RECORD=missing."
            return item
        }
        let data = FileManager.default.contents(atPath: referencePath) ?? Data()
        let copy = "reference/" + referenceName
        if (try? AtomicFile.write(data, to: output + "/" + copy)) != nil { item.reference = copy }
        // The assertions' fast path: a reference that carries the new image's fingerprint has
        // its pixels, so nothing needs decoding.
        if PNGFingerprintChunk.read(from: data) == render.fingerprint {
            return item
        }
        let reference: RGBAImage
        do {
            reference = try RGBAImage(pngData: data)
        } catch {
            item.status = .changed
            item.changedFraction = 1
            item.message = "The reference \(referencePath) cannot be read (\(error)); record it again."
            // Nothing a browser could show.
            if let copy = item.reference { try? FileManager.default.removeItem(atPath: output + "/" + copy) }
            item.reference = nil
            return item
        }
        let current: RGBAImage
        do {
            current = try RGBAImage(contentsOfFile: output + "/" + newPath)
        } catch {
            item.status = .changed
            item.changedFraction = 1
            item.message = "The new image cannot be read back (\(error))."
            return item
        }
        guard reference.width == current.width, reference.height == current.height else {
            item.status = .changed
            item.changedFraction = 1
            item.message = "The size changed from \(reference.width) x \(reference.height) to \(current.width) x \(current.height) pixels."
            return item
        }
        var diff: RGBAImage? = try? RGBAImage(width: current.width, height: current.height)
        guard let result = try? PixelMatch.compare(reference, current, options: options, diff: &diff) else {
            item.status = .changed
            item.changedFraction = 1
            item.message = "The images could not be compared."
            return item
        }
        item.changedPixels = result.differentPixels
        item.changedFraction = result.differentFraction
        guard result.differentPixels > 0 else { return item }
        item.status = .changed
        item.message = String(format: "%d of %d pixels differ (%.3f%%).", result.differentPixels, current.width * current.height,
                              result.differentFraction * 100)
        if let diff, let data = try? diff.pngData() {
            let diffPath = "diff/" + render.image
            if (try? AtomicFile.write(data, to: output + "/" + diffPath)) != nil { item.diff = diffPath }
        }
        return item
    }
}
