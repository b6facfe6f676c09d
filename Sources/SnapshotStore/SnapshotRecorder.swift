import Foundation
internal import PixelDiff

/// Writes a snapshot as a reference: the file (with its fingerprint embedded where the
/// format has room) and its sidecar, as one change (docs/FILE-SAFETY.md): both are written
/// whole beside their targets first, then the sidecar is renamed into place, then the
/// reference. A run killed between the two renames leaves a new sidecar beside the old
/// reference, whose hash it does not name: the next comparison decodes the reference instead
/// of trusting the sidecar, and the next recording replaces both.
struct SnapshotRecorder<Format> {
    let location: ReferenceLocation
    let diffing: Diffing<Format>

    func record(_ captured: CapturedSnapshot<Format>) throws {
        var data = try diffing.toData(captured.format)
        let fingerprint = diffing.fingerprint?(captured.format) ?? nil
        if let fingerprint, let embed = diffing.embedFingerprint { data = embed(fingerprint, data) }
        let sidecar = ReferenceSidecar(referenceHash: Fingerprint.of(data), fingerprint: fingerprint, fonts: FontRecord.records(of: captured.fonts))
        try location.writeTogether([(try sidecar.data(), location.sidecarPath), (data, location.referencePath)])
    }
}
