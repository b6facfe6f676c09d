import Foundation
import Testing
import SnapshotStore
import Locking
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The one verifier behind the assertions, `catalog verify` and `catalog record`, on text
/// snapshots (so no renderer is needed): record modes, sidecars (never trusted for a match),
/// bad references and the messages that say what to run.
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

    @Test("Every match is a comparison; a match writes the sidecar, which describes the reference for fonts and tools")
    func sidecarWritten() throws {
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
        #expect(counter.value == 2, "the second match was compared too")
        try folder.write("same ", to: location.referencePath)
        #expect(!verifier.verify(CapturedSnapshot(format: "same")).isMatch)
    }

    @Test("A sidecar that vouches for a changed reference does not make a match: the reference itself is compared")
    func forgedSidecar() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = location(in: folder)
        let diffing = Diffing<String>(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            fingerprint: { "fp-" + $0 },
            diff: { $0 == $1 ? nil : SnapshotDifference(message: "differs") }
        )
        // Other content, recorded with a sidecar whose hash describes these very bytes and
        // whose fingerprint is the one "same" has: what a forged or stale sidecar says.
        let forger = Diffing<String>(toData: diffing.toData, fromData: diffing.fromData, fingerprint: { _ in "fp-same" }, diff: diffing.diff)
        guard case .recorded = SnapshotVerifier(location: location, mode: .all, diffing: forger).verify(CapturedSnapshot(format: "other")) else {
            Issue.record("`all` records")
            return
        }
        #expect(ReferenceSidecar.read(from: location.sidecarPath)?.fingerprint == "fp-same")
        let verdict = SnapshotVerifier(location: location, mode: .never, diffing: diffing).verify(CapturedSnapshot(format: "same"))
        guard case let .different(message, _) = verdict else {
            Issue.record("the sidecar's word was taken for a match: \(verdict)")
            return
        }
        #expect(message.contains("differs"))
    }

    @Test("A pipe, a folder or a device where the reference should be is reported in words, without blocking")
    func notAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = location(in: folder)
        try FileManager.default.createDirectory(atPath: (location.referencePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(location.referencePath, 0o644) == 0)
        // A reader that opened the pipe would block; this lets it go (with an empty file),
        // so that a verifier that does read it fails this test instead of hanging it.
        let released = PipeReleaser(path: location.referencePath)
        let verdict = verify("x", at: location, mode: .never)
        released.stop()
        guard case let .unusable(message) = verdict else {
            Issue.record("a named pipe as the reference: \(verdict)")
            return
        }
        #expect(message.contains("it is a named pipe (FIFO), not a file"), "\(message)")
        // `failed` replaces it with the snapshot.
        guard case .recorded = verify("x", at: location, mode: .failed) else {
            Issue.record("`failed` records over a pipe")
            return
        }
        #expect(try String(contentsOfFile: location.referencePath, encoding: .utf8) == "x")
        try FileManager.default.removeItem(atPath: location.referencePath)
        try FileManager.default.createDirectory(atPath: location.referencePath, withIntermediateDirectories: true)
        guard case let .unusable(folderMessage) = verify("x", at: location, mode: .never) else {
            Issue.record("a folder as the reference is unusable")
            return
        }
        #expect(folderMessage.contains("it is a folder, not a file"))
        let zero = ReferenceLocation(referencePath: "/dev/zero", sidecarPath: folder.path + "/zero.json", artifactsBase: folder.path + "/zero", testFilter: "Suite")
        guard case let .unusable(deviceMessage) = verify("x", at: zero, mode: .never) else {
            Issue.record("/dev/zero as the reference is unusable")
            return
        }
        #expect(deviceMessage.contains("it is a character device, not a file"))
    }
}

/// Opens a named pipe for writing and closes it again, every 20 ms until stopped: whoever
/// waits to read it gets the end of its input.
final class PipeReleaser: Sendable {
    private let stopped = Atomic(false)

    init(path: String) {
        Thread { [self] in
            while !stopped.load(ordering: .relaxed) {
                let descriptor = open(path, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 { close(descriptor) }
                usleep(20_000)
            }
        }.start()
    }

    func stop() {
        stopped.store(true, ordering: .relaxed)
    }
}

/// Counts comparisons made on any thread.
final class Counter: Sendable {
    let count = Locked(0)
    var value: Int { count.withLock { $0 } }
}
