import FileSafety
import Foundation
import SnapshotStore
import Testing

/// What the store reads, writes and deletes (docs/FILE-SAFETY.md): only regular files count as
/// references, no link takes a write out of the store, an empty path is not the root, and a
/// recording run locks the store and clears what killed runs left.
@Suite("Snapshot store file safety")
struct StoreFileSafetyTests {
    @Test("Only regular files are references: a folder named like one, a link and a temporary file are not")
    func listing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = SnapshotStore(root: folder.path + "/Snapshots", artifactsRoot: folder.path + "/artifacts")
        let variant = store.catalogFolder("Team") + "/PriceTag/large"
        try folder.write("png", to: variant + "/light-ja-L-2x.png")
        try folder.write("inside", to: variant + "/dark-ja-L-2x.png/precious.txt")
        try folder.write("outside", to: folder.path + "/outside/light-en-L-2x.png")
        try FileManager.default.createSymbolicLink(atPath: variant + "/dark-en-L-2x.png", withDestinationPath: folder.path + "/outside/light-en-L-2x.png")
        try FileManager.default.createSymbolicLink(atPath: store.catalogFolder("Team") + "/PriceTag/linked", withDestinationPath: folder.path + "/outside")
        try folder.write("half", to: variant + "/\(AtomicFile.temporaryPrefix)0-light-en-L-2x.png")
        #expect(store.catalogReferenceFiles("Team").map(\.environment) == ["light-ja-L-2x"])
    }

    @Test("A sidecar without its reference is found, and the store's opening for recording deletes it and killed runs' leftovers")
    func openForRecording() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = SnapshotStore(root: folder.path + "/Snapshots", artifactsRoot: folder.path + "/artifacts")
        let kept = store.catalogReference(catalog: "Team", entry: "PriceTag", variant: "large", environment: "light-ja-L-2x", testFilter: "")
        let orphan = store.catalogReference(catalog: "Team", entry: "PriceTag", variant: "large", environment: "dark-ja-L-2x", testFilter: "")
        try folder.write("png", to: kept.referencePath)
        try folder.write("{}", to: kept.sidecarPath)
        try folder.write("{}", to: orphan.sidecarPath)
        try folder.write("half", to: store.catalogFolder("Team") + "/PriceTag/large/\(AtomicFile.temporaryPrefix)0-light-ja-L-2x.png")
        #expect(store.catalogOrphanedSidecars("Team") == ["PriceTag/large/dark-ja-L-2x.json"])
        let (lock, removed) = try store.openForRecording(catalog: "Team")
        #expect(removed == 1)
        #expect(throws: FileSafetyError.self, "a second run is refused while the first holds the store") {
            try store.openForRecording(catalog: "Team")
        }
        lock.release()
        let left = FolderWalk.entries(under: folder.path + "/Snapshots").filter { $0.kind == .file }.map(\.relative)
        #expect(left == ["Catalogs/Team/PriceTag/large/light-ja-L-2x.json", "Catalogs/Team/PriceTag/large/light-ja-L-2x.png"])
    }

    @Test("Removing a reference deletes its two files and never a folder")
    func removeReference() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = SnapshotStore(root: folder.path + "/Snapshots", artifactsRoot: folder.path + "/artifacts")
        let variant = store.catalogFolder("Team") + "/PriceTag/large"
        try folder.write("inside", to: variant + "/x.png/precious.txt")
        try folder.write("{}", to: variant + "/x.json")
        try store.removeReference(SnapshotStore.CatalogReferenceFile(entry: "PriceTag", variant: "large", environment: "x", path: variant + "/x.png"),
                                  catalog: "Team")
        #expect(FileManager.default.contents(atPath: variant + "/x.png/precious.txt") == Data("inside".utf8))
        #expect(!FileManager.default.fileExists(atPath: variant + "/x.json"))
    }

    @Test("Recording through a link that leads out of the store is refused; nothing is written outside")
    func linkOutOfStore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/Snapshots", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/outside", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Snapshots/LayoutTests", withDestinationPath: folder.path + "/outside")
        let location = SnapshotStore(root: folder.path + "/Snapshots", artifactsRoot: folder.path + "/artifacts")
            .testReference(filePath: "/repo/Tests/X/LayoutTests.swift", function: "screen()", name: "screen", pathExtension: "txt")
        let verdict = SnapshotVerifier(location: location, mode: .missing, diffing: .lines).verify(CapturedSnapshot(format: "a\n"))
        guard case let .unusable(message) = verdict else {
            Issue.record("a reference behind a link out of the store is not recorded")
            return
        }
        #expect(message.contains("is a symbolic link to") && message.contains("outside the folder"), "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/outside").isEmpty)
    }

    @Test("A reference that lost its sidecar gets it back when recording may write, even when its embedded fingerprint matches")
    func sidecarRepaired() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = SnapshotStore(root: folder.path + "/Snapshots", artifactsRoot: folder.path + "/artifacts")
            .testReference(filePath: "/repo/Tests/X/LayoutTests.swift", function: "screen()", name: "screen", pathExtension: "txt")
        // Text whose first line carries the fingerprint, as a PNG carries it in a chunk.
        let embedding = Diffing<String>(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self).split(separator: "\n", maxSplits: 1).dropFirst().joined() },
            fingerprint: { "fp-\($0.count)" },
            embedFingerprint: { fingerprint, data in Data((fingerprint + "\n").utf8) + data },
            embeddedFingerprint: { data in String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) },
            diff: { $0 == $1 ? nil : SnapshotDifference(message: "differs") }
        )
        func verify(_ mode: SnapshotRecordMode) -> SnapshotVerdict {
            SnapshotVerifier(location: location, mode: mode, diffing: embedding).verify(CapturedSnapshot(format: "body"))
        }
        guard case .recorded = verify(.missing) else {
            Issue.record("a missing reference is recorded")
            return
        }
        let sidecar = try #require(FileManager.default.contents(atPath: location.sidecarPath))
        try FileManager.default.removeItem(atPath: location.sidecarPath)
        #expect(verify(.never).isMatch)
        #expect(!FileManager.default.fileExists(atPath: location.sidecarPath), "`never` writes nothing")
        #expect(verify(.failed).isMatch)
        #expect(FileManager.default.contents(atPath: location.sidecarPath) == sidecar)
    }

    @Test("An empty SNAPSHOT_DIRECTORY or SNAPSHOT_ARTIFACTS is unset, not the root folder")
    func emptyVariables() {
        let store = SnapshotStore(packageContaining: "/repo/Tests/AppTests/AppTests.swift",
                                  environment: ["SNAPSHOT_DIRECTORY": "", "SNAPSHOT_ARTIFACTS": ""])
        #expect(store.root.hasSuffix("/Snapshots") && store.artifactsRoot.hasSuffix("/.build/snapshot-artifacts"))
    }
}
