import Foundation
internal import FileSafety
internal import PixelDiff
internal import Rendering

/// Compares a snapshot with its reference in a `SnapshotStore` and records references as
/// the record mode says. It is the one implementation behind `assertSnapshot`,
/// `assertCatalogSnapshots`, `catalog verify` and `catalog record`.
///
/// Nothing that travels with a reference is trusted to call it unchanged: not the
/// fingerprint chunk inside it, not its sidecar. The reference is always decoded and
/// compared (for images an exact check of the decoded pixels in C comes first). A reference
/// that is cut off, zeroed, or another image with the right chunk spliced in therefore fails
/// that one snapshot with the decoder's reason (and `failed` mode records it again); only a
/// regular file is read, so a folder, a pipe or a device where the reference should be is
/// reported in words, not read.
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
        let referenceData: Data
        do {
            referenceData = try FileReading.contents(of: path)
        } catch {
            if FileReading.isMissing(path) {
                if mode == .never {
                    return .missing(message: """
                        No reference at \(path). Record it by running the test with \(SnapshotRecordMode.environmentVariable)=missing \
                        (for example `\(location.recordCommand(.missing))`), check the image and commit it.\(notes)
                        """)
                }
                return record(captured, because: "No reference was found, so this snapshot was recorded as \(path). Check it, commit it and run again.\(notes)")
            }
            if mode == .failed || mode == .all {
                return record(captured, because: "The reference \(path) could not be read (\(error.reason)); recorded it again.\(notes)")
            }
            return .unusable(message: "The reference \(path) cannot be used: it cannot be read (\(error.reason)). Remove what is there and record it again with `\(location.recordCommand(.failed))`.\(notes)")
        }
        if mode == .all {
            return record(captured, because: "Recorded \(path) again (record mode `all`). Turn recording off and run again.\(notes)")
        }
        let sidecar = ReferenceSidecar.read(from: location.sidecarPath)
        let reference: Format
        do {
            reference = try diffing.fromData(referenceData)
        } catch {
            if mode == .failed {
                return record(captured, because: "The reference \(path) could not be read (\(clause(error))); recorded it again.\(notes)")
            }
            return .unusable(message: "The reference \(path) cannot be used: it cannot be read (\(clause(error))). Record it again with `\(location.recordCommand(.failed))`.\(notes)")
        }
        let currentFonts = FontRecord.records(of: captured.fonts)
        guard let difference = diffing.diff(reference, captured.format) else {
            // A match the sidecar does not describe: describe this reference (its sidecar
            // is for fonts and tools; no pass ever rests on it).
            guard mode != .never else { return .matched }
            let referenceHash = Fingerprint.of(referenceData)
            let fingerprint = diffing.fingerprint?(captured.format) ?? nil
            if sidecar?.referenceHash != referenceHash || sidecar?.fingerprint != fingerprint {
                do {
                    try writeSidecar(referenceHash: referenceHash, fingerprint: fingerprint, fonts: currentFonts)
                } catch {
                    return .unusable(message: "The snapshot matches \(path), but its sidecar could not be written: \(clause(error)).")
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
            return .unusable(message: "Could not record \(location.referencePath): \(clause(error)).")
        }
    }

    /// An error's description as a clause to end a sentence about the reference with:
    /// without its final period, and naming the file when it is another one.
    func clause(_ error: any Error) -> String {
        let file = FileError.within(error)
        var text = file.map { $0.path == location.referencePath ? $0.reason : $0.clause } ?? "\(error)"
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private func writeSidecar(referenceHash: String, fingerprint: String?, fonts: [FontRecord]) throws {
        let sidecar = ReferenceSidecar(referenceHash: referenceHash, fingerprint: fingerprint, fonts: fonts)
        try location.writeTogether([(try sidecar.data(), location.sidecarPath)])
    }
}
