import Foundation
internal import PixelDiff
internal import Rendering

/// Compares a snapshot with its reference in a `SnapshotStore` and records references as
/// the record mode says. It is the one implementation behind `assertSnapshot`,
/// `assertCatalogSnapshots`, `catalog verify` and `catalog record`.
///
/// The pass path reads one file: a reference whose embedded fingerprint (or whose sidecar,
/// for formats without room for one) equals the snapshot's passes without being decoded.
package struct SnapshotVerifier<Format>: Sendable {
    package var location: ReferenceLocation
    package var mode: SnapshotRecordMode
    package var diffing: Diffing<Format>

    package init(location: ReferenceLocation, mode: SnapshotRecordMode, diffing: Diffing<Format>) {
        self.location = location
        self.mode = mode
        self.diffing = diffing
    }

    /// Compares `captured` with the reference; records it where the mode says.
    package func verify(_ captured: CapturedSnapshot<Format>) -> SnapshotVerdict {
        let notes = captured.notes.isEmpty ? "" : "\nRender warnings: " + captured.notes.joined(separator: "; ")
        let path = location.referencePath
        guard let referenceData = FileManager.default.contents(atPath: path) else {
            if mode == .never {
                return .missing(message: """
                    No reference at \(path). Record it by running the test with \(SnapshotRecordMode.environmentVariable)=missing \
                    (for example `\(location.recordCommand(.missing))`), check the image and commit it.\(notes)
                    """)
            }
            return record(captured, because: "No reference was found, so this snapshot was recorded as \(path). Check it, commit it and run again.\(notes)")
        }
        if mode == .all {
            return record(captured, because: "Recorded \(path) again (record mode `all`). Turn recording off and run again.\(notes)")
        }
        let fingerprint = diffing.fingerprint?(captured.format) ?? nil
        // A reference without its sidecar (docs/FILE-SAFETY.md) is compared in full when
        // recording may write, so that the match writes the sidecar again.
        if let fingerprint, let embedded = diffing.embeddedFingerprint?(referenceData), embedded == fingerprint,
           mode == .never || FileManager.default.fileExists(atPath: location.sidecarPath) {
            return .matched
        }
        let sidecar = ReferenceSidecar.read(from: location.sidecarPath)
        let referenceHash = Fingerprint.of(referenceData)
        if let sidecar, sidecar.referenceHash == referenceHash, let fingerprint, sidecar.fingerprint == fingerprint {
            return .matched
        }
        let reference: Format
        do {
            reference = try diffing.fromData(referenceData)
        } catch {
            if mode == .failed {
                return record(captured, because: "The reference \(path) could not be read (\(error)); recorded it again.\(notes)")
            }
            return .unusable(message: "The reference \(path) cannot be used: \(error). Record it again with `\(location.recordCommand(.failed))`.\(notes)")
        }
        let currentFonts = FontRecord.records(of: captured.fonts)
        guard let difference = diffing.diff(reference, captured.format) else {
            // A match the sidecar did not know of: describe this reference for next time.
            if mode != .never, sidecar?.referenceHash != referenceHash || sidecar?.fingerprint != fingerprint {
                do {
                    try writeSidecar(referenceHash: referenceHash, fingerprint: fingerprint, fonts: currentFonts)
                } catch {
                    return .unusable(message: "The snapshot matches \(path), but its sidecar could not be written: \(error).")
                }
            }
            return .matched
        }
        var message = ""
        if let sidecar, let sentence = FontChange.sentence(for: FontChange.changes(recorded: sidecar.fonts, current: currentFonts)) {
            message += sentence + "\n"
        }
        message += "Snapshot does not match \(path): \(difference.message)"
        if mode == .failed {
            return record(captured, because: message + "\nRecorded the new snapshot as the reference (record mode `failed`).\(notes)")
        }
        message += "\nTo accept the new snapshot, record it with `\(location.recordCommand(.failed))` and check the image."
        return .different(message: message + notes, difference: difference)
    }

    /// Writes the snapshot as the reference (with its fingerprint) and its sidecar.
    private func record(_ captured: CapturedSnapshot<Format>, because message: String) -> SnapshotVerdict {
        do {
            try SnapshotRecorder(location: location, diffing: diffing).record(captured)
            return .recorded(message: message)
        } catch {
            return .unusable(message: "Could not record \(location.referencePath): \(error)")
        }
    }

    private func writeSidecar(referenceHash: String, fingerprint: String?, fonts: [FontRecord]) throws {
        let sidecar = ReferenceSidecar(referenceHash: referenceHash, fingerprint: fingerprint, fonts: fonts)
        try location.writeTogether([(try sidecar.data(), location.sidecarPath)])
    }
}
