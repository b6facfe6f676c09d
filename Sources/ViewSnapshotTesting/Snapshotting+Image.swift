import Foundation
import PixelDiff
import ViewKit

extension Diffing where Format == SnapshotImage {
    /// PNG references compared with the pixelmatch-compatible differ: an exact fast path,
    /// then `threshold` per pixel (YIQ distance, anti-aliasing left out), then up to
    /// `tolerance` of the pixels (a fraction from 0 to 1) allowed to differ.
    public static func image(threshold: Double = 0.1, tolerance: Double = 0) -> Diffing {
        Diffing(
            toData: { try $0.pngData() },
            fromData: { data in
                do {
                    return SnapshotImage(pixels: try RGBAImage(pngData: data))
                } catch {
                    throw SnapshotReferenceError(description: "the reference cannot be read: \(error)")
                }
            },
            fingerprint: { image in
                switch image.storage {
                case let .bitmap(bitmap): return Fingerprint.of(bitmap)
                case let .pixels(pixels): return (try? pixels.bitmap()).map(Fingerprint.of) ?? ""
                }
            },
            embedFingerprint: { fingerprint, png in PNGFingerprintChunk.embed(fingerprint, in: png) },
            embeddedFingerprint: { png in PNGFingerprintChunk.read(from: png) },
            diff: { reference, actual in
                let expected = reference.pixels, rendered = actual.pixels
                guard expected.width == rendered.width, expected.height == rendered.height else {
                    return SnapshotDifference(
                        message: "The sizes differ: the reference is \(expected.width) x \(expected.height) pixels, the snapshot \(rendered.width) x \(rendered.height).",
                        artifacts: [SnapshotDifference.Artifact(suffix: "actual", pathExtension: "png", data: (try? actual.pngData()) ?? Data())]
                    )
                }
                if expected.bytes == rendered.bytes { return nil }
                var diffImage: RGBAImage? = try? RGBAImage(width: expected.width, height: expected.height)
                guard let result = try? PixelMatch.compare(expected, rendered, options: PixelMatchOptions(threshold: threshold), diff: &diffImage) else {
                    return SnapshotDifference(message: "The images could not be compared.")
                }
                if result.differentPixels == 0 || result.differentFraction <= tolerance { return nil }
                let percent = String(format: "%.3f", result.differentFraction * 100)
                var artifacts = [SnapshotDifference.Artifact(suffix: "actual", pathExtension: "png", data: (try? actual.pngData()) ?? Data())]
                if let diffImage, let data = try? diffImage.pngData() {
                    artifacts.append(SnapshotDifference.Artifact(suffix: "diff", pathExtension: "png", data: data))
                }
                return SnapshotDifference(
                    message: "\(result.differentPixels) of \(result.width * result.height) pixels differ (\(percent)%, tolerance \(String(format: "%.3f", tolerance * 100))%; threshold \(threshold); \(result.antialiasedPixels) anti-aliased pixels left out).",
                    artifacts: artifacts
                )
            }
        )
    }
}

extension Snapshotting where Value: View, Format == SnapshotImage {
    /// Renders the view with `traits` at `size` (over `background`, if given, else on
    /// transparency) and compares the image with its PNG reference (see `Diffing.image`).
    /// The variant is named after the traits, e.g. `light@2x` or `dark@3x-ja-AX1`.
    public static func image(
        traits: TraitCollection = TraitCollection(),
        size: RenderSize = .fitting,
        background: Color? = nil,
        threshold: Double = 0.1,
        tolerance: Double = 0,
        renderer: Renderer? = nil
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(threshold: threshold, tolerance: tolerance), variantName: traits.variantName) { view in
            let rendered = try (renderer ?? Renderer()).render(view, traits: traits, size: size, background: background)
            return CapturedSnapshot(format: SnapshotImage(bitmap: rendered.bitmap), fonts: rendered.faces,
                                    notes: rendered.warnings.map(\.description))
        }
    }

    /// One image strategy per trait collection, each its own reference, keyed by variant
    /// name: `assertSnapshots(of: view, as: .images(traits: [light, dark]))`.
    public static func images(
        traits list: [TraitCollection],
        size: RenderSize = .fitting,
        threshold: Double = 0.1,
        tolerance: Double = 0
    ) -> [String: Snapshotting] {
        var strategies: [String: Snapshotting] = [:]
        for traits in list {
            strategies[traits.variantName] = .image(traits: traits, size: size, threshold: threshold, tolerance: tolerance)
        }
        return strategies
    }
}

extension Dictionary where Key == String {
    /// One image strategy per trait collection, keyed by variant name, for
    /// `assertSnapshots(of: view, as: .images(traits: [light, dark]))`.
    public static func images<V: View>(
        traits list: [TraitCollection],
        size: RenderSize = .fitting,
        threshold: Double = 0.1,
        tolerance: Double = 0
    ) -> [String: Snapshotting<V, SnapshotImage>] where Value == Snapshotting<V, SnapshotImage> {
        Snapshotting<V, SnapshotImage>.images(traits: list, size: size, threshold: threshold, tolerance: tolerance)
    }
}

extension TraitCollection {
    /// A file-name-friendly name: appearance and scale, then what differs from the defaults.
    public var variantName: String {
        var parts = ["\(userInterfaceStyle == .dark ? "dark" : "light")@\(Geometry.format(displayScale))x"]
        if let typesettingLanguage { parts.append(typesettingLanguage.identifier) }
        if preferredContentSizeCategory != .large { parts.append(preferredContentSizeCategory.shortName) }
        if horizontalSizeClass != .compact || verticalSizeClass != .regular {
            parts.append("\(horizontalSizeClass == .regular ? "R" : "C")\(verticalSizeClass == .regular ? "R" : "C")")
        }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        return parts.joined(separator: "-")
    }
}

/// A reference file that cannot be used.
struct SnapshotReferenceError: Error, CustomStringConvertible {
    let description: String
}
