import FileSafety
import Foundation
import SnapshotStore
import Testing

/// A snapshot assertion recording a reference locks the store (`.catalog-lock`) against other
/// processes, as `catalog record` does, and a recording run's own writes do not wait for the
/// lock that run holds.
@Suite("Snapshot store locking")
struct StoreLockTests {
    private func location(_ folder: TemporaryFolder) -> ReferenceLocation {
        SnapshotStore(root: folder.path + "/Snapshots", artifactsRoot: folder.path + "/artifacts")
            .testReference(filePath: "/repo/Tests/X/LayoutTests.swift", function: "screen()", name: "screen", pathExtension: "txt")
    }

    @Test("An assertion recording a reference waits while another process holds the store, then writes it")
    func waitsForAnotherProcess() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.path + "/Snapshots"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        // util-linux's flock(1) holds the same kind of lock `catalog record` takes, from another process.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [root + "/" + FolderLock.fileName, "sh", "-c", "touch '\(folder.path)/held'; sleep 1.5"]
        try holder.run()
        defer { holder.waitUntilExit() }
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: folder.path + "/held"), Date() < deadline { usleep(20_000) }
        try #require(FileManager.default.fileExists(atPath: folder.path + "/held"), "flock(1) did not take the lock")

        let started = Date()
        let verdict = SnapshotVerifier(location: location(folder), mode: .missing, diffing: .lines).verify(CapturedSnapshot(format: "a\n"))
        let waited = Date().timeIntervalSince(started)
        guard case .recorded = verdict else {
            Issue.record("the reference was not recorded: \(verdict)")
            return
        }
        #expect(waited >= 0.8, "the write did not wait for the other process (\(waited) s)")
        #expect(FileManager.default.contents(atPath: location(folder).referencePath) == Data("a\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: root + "/" + FolderLock.fileName), "the lock file is left behind")
    }

    @Test("While this process holds the store for recording, its own reference writes go ahead")
    func ownLockDoesNotBlock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = SnapshotStore(root: folder.path + "/Snapshots", artifactsRoot: folder.path + "/artifacts")
        try FileManager.default.createDirectory(atPath: store.root, withIntermediateDirectories: true)
        let (lock, _) = try store.openForRecording(catalog: "Team")
        defer { lock.release() }
        let started = Date()
        let verdict = SnapshotVerifier(location: location(folder), mode: .missing, diffing: .lines).verify(CapturedSnapshot(format: "b\n"))
        guard case .recorded = verdict else {
            Issue.record("the reference was not recorded: \(verdict)")
            return
        }
        #expect(Date().timeIntervalSince(started) < 5, "the run's own write waited for its own lock")
        #expect(FileManager.default.fileExists(atPath: store.root + "/" + FolderLock.fileName), "the run's lock was released by a write")
    }
}
