import Foundation
import Testing
import SnapshotStore
import Synchronization

/// The one verifier behind the assertions, `catalog verify` and `catalog record`, on text
/// snapshots (so no renderer is needed): record modes, the sidecar fast path, bad references
/// and the messages that say what to run.
@Suite("Snapshot verifier")
struct VerifierTests {
    func location(in folder: TemporaryFolder, _ name: String = "screen") -> ReferenceLocation {
        SnapshotStore(root: folder.path + "/Snapshots", artifactsRoot: folder.path + "/artifacts")
            .testReference(filePath: "/repo/Tests/X/LayoutTests.swift", function: "screen()", name: name, pathExtension: "txt")
    }

    func verify(_ text: String, at location: ReferenceLocation, mode: SnapshotRecordMode) -> SnapshotVerdict {
        SnapshotVerifier(location: location, mode: mode, diffing: .lines).verify(CapturedSnapshot(format: text))
    }

    @Test("No reference: `never` says how to record it; `missing` records it with its sidecar")
    func missing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = location(in: folder)
        guard case let .missing(message) = verify("a\nb\n", at: location, mode: .never) else {
            Issue.record("a missing reference is not a match under `never`")
            return
        }
        #expect(message.contains("SNAPSHOT_RECORD=missing swift test --filter LayoutTests"))
        #expect(!FileManager.default.fileExists(atPath: location.referencePath))
        guard case .recorded = verify("a\nb\n", at: location, mode: .missing) else {
            Issue.record("`missing` records a missing reference")
            return
        }
        #expect(try String(contentsOfFile: location.referencePath, encoding: .utf8) == "a\nb\n")
        let sidecar = try #require(ReferenceSidecar.read(from: location.sidecarPath))
        #expect(sidecar.referenceHash.count == 32)
        #expect(verify("a\nb\n", at: location, mode: .never).isMatch)
    }

    @Test("A difference names the changed lines and the command that accepts it; `failed` records it")
    func different() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = location(in: folder)
        _ = verify("title\nbody\nbutton\n", at: location, mode: .missing)
        let verdict = verify("title\nbody\nlink\n", at: location, mode: .never)
        guard case let .different(message, difference) = verdict else {
            Issue.record("a changed line is a difference")
            return
        }
        #expect(message.contains("- button") && message.contains("+ link"))
        #expect(message.contains("record it with `SNAPSHOT_RECORD=failed swift test --filter LayoutTests`"))
        #expect(difference.changedCount == 2)
        #expect(difference.artifacts.map(\.suffix) == ["actual"])
        let (paths, problems) = SnapshotArtifacts.write(for: verdict, at: location)
        #expect(problems.isEmpty)
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["screen.screen.reference.txt", "screen.screen.actual.txt"])
        guard case .recorded = verify("title\nbody\nlink\n", at: location, mode: .failed) else {
            Issue.record("`failed` records a difference")
            return
        }
        #expect(verify("title\nbody\nlink\n", at: location, mode: .never).isMatch)
    }

    @Test("`all` records even a match; every recording says so")
    func recordAll() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = location(in: folder)
        _ = verify("x\n", at: location, mode: .missing)
        guard case let .recorded(message) = verify("x\n", at: location, mode: .all) else {
            Issue.record("`all` records")
            return
        }
        #expect(message.contains("record mode `all`"))
    }

    @Test("A reference that cannot be decoded is left alone under `never` and replaced under `failed`")
    func unusable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = location(in: folder)
        try folder.write("not a reference", to: location.referencePath)
        let refusing = Diffing<String>(
            toData: { Data($0.utf8) },
            fromData: { _ in throw CocoaError(.fileReadCorruptFile) },
            diff: { $0 == $1 ? nil : SnapshotDifference(message: "differs") }
        )
        let verdict = SnapshotVerifier(location: location, mode: .never, diffing: refusing).verify(CapturedSnapshot(format: "x"))
        guard case let .unusable(message) = verdict else {
            Issue.record("an unreadable reference is reported as unusable")
            return
        }
        #expect(message.contains("cannot be used") && message.contains("SNAPSHOT_RECORD=failed"))
        #expect(try String(contentsOfFile: location.referencePath, encoding: .utf8) == "not a reference")
        let replaced = SnapshotVerifier(location: location, mode: .failed, diffing: refusing).verify(CapturedSnapshot(format: "x"))
        guard case .recorded = replaced else {
            Issue.record("`failed` records over an unreadable reference")
            return
        }
        #expect(try String(contentsOfFile: location.referencePath, encoding: .utf8) == "x")
    }

    @Test("A match found in full writes the sidecar that lets the next run pass on fingerprints")
    func sidecarFastPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = location(in: folder)
        let counter = Counter()
        let counting = Diffing<String>(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            fingerprint: { "fp-" + $0 },
            diff: { reference, actual in
                counter.count.withLock { $0 += 1 }
                return reference == actual ? nil : SnapshotDifference(message: "differs")
            }
        )
        try folder.write("same", to: location.referencePath)
        let verifier = SnapshotVerifier(location: location, mode: .missing, diffing: counting)
        #expect(verifier.verify(CapturedSnapshot(format: "same")).isMatch)
        #expect(counter.value == 1)
        let sidecar = try #require(ReferenceSidecar.read(from: location.sidecarPath))
        #expect(sidecar.fingerprint == "fp-same")
        #expect(verifier.verify(CapturedSnapshot(format: "same")).isMatch)
        #expect(counter.value == 1, "the second match came from the sidecar, not a comparison")
        // A sidecar that describes other bytes is not trusted.
        try folder.write("same ", to: location.referencePath)
        #expect(!verifier.verify(CapturedSnapshot(format: "same")).isMatch)
        #expect(counter.value == 2)
    }
}

/// Counts comparisons made on any thread.
final class Counter: Sendable {
    let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
}
