import Foundation
import PixelDiff
import ViewKit

/// Compares a snapshot of `value` with its reference and returns what failed, or `nil` when
/// it matches; writes references as `record` (or `SNAPSHOT_RECORD`, or the CI default)
/// says and failure artifacts beside the build. Reports nothing: `assertSnapshot` does.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotFailure? {
    let location = SnapshotLocation(
        filePath: "\(filePath)", function: "\(function)", name: name ?? snapshotting.variantName,
        pathExtension: snapshotting.pathExtension, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory
    )
    let verifier = SnapshotVerifier(location: location, mode: record ?? .fromEnvironment(), diffing: snapshotting.diffing)
    if let other = ReferenceRegistry.shared.claim(location.referencePath, site: "\(fileID):\(line):\(column)") {
        return verifier.failure("Another assertion in this run (\(other)) already uses the reference \(location.referencePath): give each snapshot its own `named:`.")
    }
    let captured: CapturedSnapshot<Format>
    do {
        captured = try snapshotting.snapshot(value())
    } catch {
        return verifier.failure("Could not take the snapshot: \(error)")
    }
    return verifier.verify(captured)
}

/// The steps of one verification.
struct SnapshotVerifier<Format> {
    let location: SnapshotLocation
    let mode: SnapshotRecordMode
    let diffing: Diffing<Format>

    func failure(_ message: String, artifacts: [String] = [], recorded: Bool = false) -> SnapshotFailure {
        SnapshotFailure(message: message, referencePath: location.referencePath, artifactPaths: artifacts, recorded: recorded)
    }

    func verify(_ captured: CapturedSnapshot<Format>) -> SnapshotFailure? {
        let notes = captured.notes.isEmpty ? "" : "\nRender warnings: " + captured.notes.joined(separator: "; ")
        guard let referenceData = FileManager.default.contents(atPath: location.referencePath) else {
            if mode == .never {
                return failure("""
                    No reference at \(location.referencePath). Record it by running the test with \
                    \(SnapshotRecordMode.environmentVariable)=missing (for example `\(SnapshotRecordMode.environmentVariable)=missing swift test --filter \(location.suite)`), \
                    check the image and commit it.\(notes)
                    """)
            }
            return record(captured, because: "No reference was found, so this snapshot was recorded as \(location.referencePath). Check it, commit it and run again.\(notes)")
        }
        if mode == .all {
            return record(captured, because: "Recorded \(location.referencePath) again (record mode `all`). Turn recording off and run again.\(notes)")
        }
        let fingerprint = diffing.fingerprint?(captured.format)
        // The pass path: the same pixels as when the reference was recorded, as the
        // fingerprint inside the reference (or, for formats without room, in the sidecar
        // that describes exactly this reference file) says.
        if let fingerprint, let embedded = diffing.embeddedFingerprint?(referenceData), embedded == fingerprint {
            return nil
        }
        let sidecar = ReferenceSidecar.read(from: location.sidecarPath)
        let referenceHash = Fingerprint.of(referenceData)
        if let sidecar, sidecar.referenceHash == referenceHash, let fingerprint, sidecar.fingerprint == fingerprint {
            return nil
        }
        let reference: Format
        do {
            reference = try diffing.fromData(referenceData)
        } catch {
            if mode == .failed {
                return record(captured, because: "The reference \(location.referencePath) could not be read (\(error)); recorded it again.")
            }
            return failure("The reference \(location.referencePath) cannot be used: \(error). Record it again with \(SnapshotRecordMode.environmentVariable)=failed.")
        }
        let currentFonts = ReferenceSidecar.fonts(captured.fonts)
        guard let difference = diffing.diff(reference, captured.format) else {
            // A match the sidecar did not know of: describe this reference for next time.
            if mode != .never, sidecar?.referenceHash != referenceHash || sidecar?.fingerprint != fingerprint {
                try? writeSidecar(referenceHash: referenceHash, fingerprint: fingerprint, fonts: currentFonts)
            }
            return nil
        }
        var message = ""
        if let sidecar, let change = ReferenceSidecar.fontChanges(recorded: sidecar.fonts, current: currentFonts) {
            message += change + "\n"
        }
        message += "Snapshot does not match \(location.referencePath): \(difference.message)"
        if mode == .failed {
            return record(captured, because: message + "\nRecorded the new snapshot as the reference (record mode `failed`).")
        }
        let artifacts = writeArtifacts(referenceData: referenceData, difference: difference)
        if !artifacts.isEmpty {
            message += "\nReference: \(location.referencePath)\n" + artifacts.map { "Artifact: \($0)" }.joined(separator: "\n")
        }
        return failure(message + notes, artifacts: artifacts)
    }

    private func record(_ captured: CapturedSnapshot<Format>, because message: String) -> SnapshotFailure {
        do {
            var data = try diffing.toData(captured.format)
            let fingerprint = diffing.fingerprint?(captured.format)
            if let fingerprint, let embed = diffing.embedFingerprint { data = embed(fingerprint, data) }
            try AtomicFile.write(data, to: location.referencePath)
            try writeSidecar(referenceHash: Fingerprint.of(data), fingerprint: fingerprint, fonts: ReferenceSidecar.fonts(captured.fonts))
            return failure(message, recorded: true)
        } catch {
            return failure("Could not record \(location.referencePath): \(error)")
        }
    }

    private func writeSidecar(referenceHash: String, fingerprint: String?, fonts: [ReferenceSidecar.FontRecord]) throws {
        let sidecar = ReferenceSidecar(referenceHash: referenceHash, fingerprint: fingerprint, fonts: fonts)
        try AtomicFile.write(try sidecar.data(), to: location.sidecarPath)
    }

    /// Writes the reference's copy and the difference's files; returns their paths.
    private func writeArtifacts(referenceData: Data, difference: SnapshotDifference) -> [String] {
        var paths: [String] = []
        let base = "\(location.artifactsDirectory)/\(location.baseName)"
        let ext = URL(fileURLWithPath: location.referencePath).pathExtension
        let files = [("reference", ext, referenceData)] + difference.artifacts.map { ($0.suffix, $0.pathExtension, $0.data) }
        for (suffix, pathExtension, data) in files {
            let path = "\(base).\(suffix).\(pathExtension)"
            if (try? AtomicFile.write(data, to: path)) != nil { paths.append(path) }
        }
        return paths
    }
}
