import Foundation
internal import PixelDiff
internal import Rendering

/// Writes a snapshot as a reference: the file (with its fingerprint embedded where the
/// format has room) and its sidecar, each atomically.
struct SnapshotRecorder<Format> {
    let location: ReferenceLocation
    let diffing: Diffing<Format>

    func record(_ captured: CapturedSnapshot<Format>) throws {
        var data = try diffing.toData(captured.format)
        let fingerprint = diffing.fingerprint?(captured.format) ?? nil
        if let fingerprint, let embed = diffing.embedFingerprint { data = embed(fingerprint, data) }
        try AtomicFile.write(data, to: location.referencePath)
        let sidecar = ReferenceSidecar(referenceHash: Fingerprint.of(data), fingerprint: fingerprint, fonts: FontRecord.records(of: captured.fonts))
        try AtomicFile.write(try sidecar.data(), to: location.sidecarPath)
    }
}
