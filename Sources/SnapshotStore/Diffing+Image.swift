import Foundation
internal import PixelDiff
internal import Rendering

extension Diffing where Format == SnapshotImage {
    /// PNG references compared with the pixelmatch-compatible differ: an exact fast path,
    /// then `threshold` per pixel (YIQ distance, anti-aliasing left out), then up to
    /// `tolerance` of the pixels (a fraction from 0 to 1) allowed to differ. The reference is
    /// always decoded (libpng, strictly: a cut-off or damaged file is an error) and its pixels
    /// checked against the snapshot's in C before anything slower; references still carry a
    /// fingerprint chunk, for other tools, which the verifier does not trust.
    public static func image(threshold: Double = 0.1, tolerance: Double = 0) -> Diffing {
        Diffing(
            toData: { try $0.pngData() },
            fromData: { data in
                do {
                    return SnapshotImage(pixels: try RGBAImage(pngData: data))
                } catch {
                    throw SnapshotReferenceError(description: "\(error)")
                }
            },
            fingerprint: { image in image.fingerprint },
            embedFingerprint: { fingerprint, png in PNGFingerprintChunk.embed(fingerprint, in: png) },
            embeddedFingerprint: { png in PNGFingerprintChunk.read(from: png) },
            diff: { reference, actual in compare(reference, actual, threshold: threshold, tolerance: tolerance) }
        )
    }

    private static func compare(_ reference: SnapshotImage, _ actual: SnapshotImage, threshold: Double, tolerance: Double) -> SnapshotDifference? {
        if reference.hasSamePixels(as: actual) { return nil }
        let expected = reference.pixels, rendered = actual.pixels
        var artifacts: [SnapshotDifference.Artifact] = []
        func attach(_ suffix: String, _ image: () throws -> Data) -> String? {
            do {
                artifacts.append(SnapshotDifference.Artifact(suffix: suffix, pathExtension: "png", data: try image()))
                return nil
            } catch {
                return " (The \(suffix) image could not be encoded: \(error).)"
            }
        }
        guard expected.width == rendered.width, expected.height == rendered.height else {
            let note = attach("actual") { try actual.pngData() } ?? ""
            return SnapshotDifference(
                message: "The sizes differ: the reference is \(expected.width) x \(expected.height) pixels, the snapshot \(rendered.width) x \(rendered.height).\(note)",
                artifacts: artifacts
            )
        }
        var diffImage: RGBAImage?
        let result: PixelMatchResult
        do {
            diffImage = try RGBAImage(width: expected.width, height: expected.height)
            result = try PixelMatch.compare(expected, rendered, options: PixelMatchOptions(threshold: threshold), diff: &diffImage)
        } catch {
            let note = attach("actual") { try actual.pngData() } ?? ""
            return SnapshotDifference(message: "The images could not be compared: \(error).\(note)", artifacts: artifacts)
        }
        if result.differentPixels == 0 || result.differentFraction <= tolerance { return nil }
        var notes = attach("actual") { try actual.pngData() } ?? ""
        if let diffImage { notes += attach("diff") { try diffImage.pngData() } ?? "" }
        let percent = String(format: "%.3f", result.differentFraction * 100)
        return SnapshotDifference(
            message: "\(result.differentPixels) of \(result.width * result.height) pixels differ (\(percent)%, tolerance "
                + "\(String(format: "%.3f", tolerance * 100))%; threshold \(threshold); \(result.antialiasedPixels) anti-aliased pixels left out).\(notes)",
            changedFraction: result.differentFraction, changedCount: result.differentPixels, artifacts: artifacts
        )
    }
}

/// A reference file that cannot be used.
struct SnapshotReferenceError: Error, CustomStringConvertible {
    let description: String
}
