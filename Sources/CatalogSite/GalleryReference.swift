import Catalog
package import FileSafety
import Foundation
internal import PixelDiff
import SnapshotStore

/// A gallery render beside its reference in the package's snapshot store (the one
/// `assertCatalogSnapshots` and `catalog verify` compare with): whether it matches, changed,
/// is new, or the reference cannot be read. Only the environments the assertions cover have
/// references; the others have no record. For a changed render the reference and the diff
/// image are copied into the site (`references/…`, `diffs/…`), so the gallery shows them
/// without reaching outside its folder.
package struct GalleryReference: Codable, Hashable, Sendable {
    /// `matches`, `changed`, `new` (no reference yet) or `unreadable`.
    package var status: String
    /// The reference's copy in the site, for a changed render.
    package var image: String?
    /// The diff image in the site, for a changed render of the reference's size.
    package var diff: String?
    /// The fraction of pixels that differ, for a changed render.
    package var changedFraction: Double?
    /// What changed or why the reference cannot be used, in words.
    package var message: String?
    /// The fingerprint of the reference file's bytes when the render was compared (`nil`:
    /// none), so a later render knows the comparison still holds (`RenderCache`).
    package var referenceFile: String?

    /// The site paths a reference record adds for the image whose own path is `path`.
    package static func sitePaths(for path: String) -> (reference: String, diff: String) {
        let rest = path.hasPrefix("images/") ? String(path.dropFirst("images/".count)) : path
        return ("references/" + rest, "diffs/" + rest)
    }

    /// The fingerprint of the file at `path`, or `nil` when there is no regular file there.
    package static func fileFingerprint(_ path: String) -> String? {
        guard FolderWalk.kind(of: path) == .file, let data = FileManager.default.contents(atPath: path) else { return nil }
        return Fingerprint.of(data)
    }

    /// Compares `rendered` (whose own path in the site is `path`) with its reference at
    /// `location`, copying the reference and the diff into `folder` when it changed.
    package static func compare(_ rendered: RenderedVariant, at location: ReferenceLocation, path: String, into folder: ConfinedFolder,
                                prefix: String = "") throws(GalleryError) -> GalleryReference {
        let referenceFile = fileFingerprint(location.referencePath)
        let verdict = rendered.verify(at: location, mode: .never)
        var record = GalleryReference(status: "matches", referenceFile: referenceFile)
        switch verdict {
        case .matched:
            break
        case .missing, .recorded:
            record.status = "new"
            record.message = "No reference yet (\(location.referencePath)); accept it with catalog record or the snapshot tests' SNAPSHOT_RECORD=missing."
        case let .unusable(message):
            record.status = "unreadable"
            record.message = message
        case let .different(_, difference):
            record.status = "changed"
            record.changedFraction = difference.changedFraction
            record.message = difference.message
            let (referenceCopy, diffPath) = sitePaths(for: path)
            do {
                if let data = FileManager.default.contents(atPath: location.referencePath) {
                    try folder.write(data, to: prefix + referenceCopy)
                    record.image = referenceCopy
                }
                if let diff = difference.artifacts.first(where: { $0.suffix == "diff" }) {
                    try folder.write(diff.data, to: prefix + diffPath)
                    record.diff = diffPath
                }
            } catch {
                throw .writing(folder.path + "/" + prefix + referenceCopy, error)
            }
        }
        return record
    }
}
