import CatalogSnapshotTesting
import Foundation
import Testing

/// `assertCatalogSnapshots` through `verifyCatalogSnapshots` (the same work, returned instead
/// of reported), in a temporary snapshot store.
@MainActor
@Suite("Catalog snapshots")
struct CatalogSnapshotsTests {
    /// A temporary package root with its Snapshots folder.
    struct Store {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-snapshots-\(UUID().uuidString)").path
        var snapshots: String { root + "/Snapshots" }
        var artifacts: String { root + "/artifacts" }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    func verify(_ catalog: Catalog, in store: Store, record: SnapshotRecordMode, jobs: Int = 2) -> [SnapshotFailure] {
        verifyCatalogSnapshots(of: catalog, record: record, snapshotDirectory: store.snapshots, artifactsDirectory: store.artifacts, jobs: jobs)
    }

    @Test("Missing references are recorded (and fail), then the same catalog passes; CI records nothing")
    func recordThenPass() throws {
        let store = Store()
        defer { store.remove() }
        let catalog = TestCatalog.make(name: "Record")
        let never = verify(catalog, in: store, record: .never)
        // 2 component variants × 4 + 2 screen variants × 4 environments.
        #expect(never.count == 16)
        #expect(never.allSatisfy { !$0.recorded && $0.message.contains("SNAPSHOT_RECORD=missing swift test --filter CatalogSnapshotTests") })
        let recorded = verify(catalog, in: store, record: .missing)
        #expect(recorded.count == 16 && recorded.allSatisfy(\.recorded))
        let reference = store.snapshots + "/Catalogs/Record/Swatch/wide/dark-en-L-2x.png"
        #expect(FileManager.default.fileExists(atPath: reference))
        #expect(FileManager.default.fileExists(atPath: store.snapshots + "/Catalogs/Record/BackdropViewController/landscape/iPhone-landscape-light-ja-L-2x.png"))
        #expect(FileManager.default.fileExists(atPath: String(reference.dropLast(4)) + ".json"))
        #expect(verify(catalog, in: store, record: .never).isEmpty)
    }

    @Test("A changed variant fails alone, named, with artifacts and the command that accepts it")
    func changedVariant() throws {
        let store = Store()
        defer { store.remove() }
        _ = verify(TestCatalog.make(name: "Change"), in: store, record: .missing)
        let failures = verify(TestCatalog.make(alert: true, name: "Change"), in: store, record: .never, jobs: 1)
        #expect(failures.count == 4)
        #expect(failures.allSatisfy { $0.message.hasPrefix("Swatch wide ") })
        let first = try #require(failures.first)
        #expect(first.message.contains("pixels differ"))
        #expect(first.message.contains("SNAPSHOT_RECORD=failed swift test --filter CatalogSnapshotTests"))
        #expect(first.artifactPaths.contains { $0.hasSuffix("Catalogs/Change/Swatch/wide/light-ja-L-2x.diff.png") })
        #expect(first.artifactPaths.allSatisfy { $0.hasPrefix(store.artifacts) && FileManager.default.fileExists(atPath: $0) })
    }

    @Test("A reference without its variant fails once, listing it; a filter only looks at what it selects")
    func orphans() throws {
        let store = Store()
        defer { store.remove() }
        let catalog = TestCatalog.make(name: "Orphans")
        _ = verify(catalog, in: store, record: .missing)
        let folder = store.snapshots + "/Catalogs/Orphans/Swatch"
        try FileManager.default.createDirectory(atPath: folder + "/retired", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder + "/wide/light-ja-L-2x.png", toPath: folder + "/retired/light-ja-L-2x.png")
        let failures = verify(catalog, in: store, record: .never)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("1 reference has no variant in Orphans any more") == true)
        #expect(failures.first?.message.contains("Swatch retired light-ja-L-2x") == true)
        let filtered = verifyCatalogSnapshots(of: catalog, filter: "Backdrop", record: .never, snapshotDirectory: store.snapshots,
                                              artifactsDirectory: store.artifacts, jobs: 1)
        #expect(filtered.isEmpty)
    }

    @Test("The assertion passes on matching references; one catalog asserted twice in a run fails instead of writing twice")
    func twice() throws {
        let store = Store()
        defer { store.remove() }
        let catalog = TestCatalog.make(name: "Twice")
        _ = verify(catalog, in: store, record: .missing)
        assertCatalogSnapshots(of: catalog, record: .never, snapshotDirectory: store.snapshots, artifactsDirectory: store.artifacts)
        withKnownIssue {
            assertCatalogSnapshots(of: catalog, record: .never, snapshotDirectory: store.snapshots, artifactsDirectory: store.artifacts)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("assert each catalog once per run") }
        }
    }

    @Test("The images do not depend on the number of threads")
    func threads() throws {
        let one = Store(), two = Store()
        defer { one.remove(); two.remove() }
        let catalog = TestCatalog.make(name: "Threads")
        _ = verify(catalog, in: one, record: .missing, jobs: 1)
        _ = verify(catalog, in: two, record: .missing, jobs: 3)
        let files = try #require(FileManager.default.subpaths(atPath: one.snapshots)).filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") }
        #expect(files.count == 32)
        for file in files {
            #expect(FileManager.default.contents(atPath: one.snapshots + "/" + file) == FileManager.default.contents(atPath: two.snapshots + "/" + file), "\(file)")
        }
    }

    @Test("Workers return results in input order whatever the thread count")
    func workers() {
        for jobs in [1, 2, 7] {
            #expect(CatalogWorkers.map(50, jobs: jobs) { $0 * $0 } == (0..<50).map { $0 * $0 })
        }
        #expect(CatalogWorkers.map(0, jobs: 4) { $0 }.isEmpty)
    }
}
