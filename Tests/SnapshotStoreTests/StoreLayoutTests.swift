import Foundation
import Testing
import SnapshotStore

/// Where the store puts references, sidecars and artifacts, and how it names them.
@Suite("Snapshot store layout")
struct StoreLayoutTests {
    let store = SnapshotStore(root: "/repo/Snapshots", artifactsRoot: "/repo/.build/snapshot-artifacts")

    @Test("Names are made safe and never collide", arguments: [
        ("plain-name_1", "plain-name_1"), ("light-ja-L-2x", "light-ja-L-2x"),
        ("a/b", nil), ("../../etc/passwd", nil), (".hidden", nil), ("日本語", nil), ("", nil), ("a b", nil),
    ] as [(String, String?)])
    func sanitizing(name: String, expected: String?) {
        let safe = ReferenceName.sanitize(name)
        if let expected { #expect(safe == expected) }
        #expect(!safe.contains("/"))
        #expect(!safe.contains(".."))
        #expect(!safe.hasPrefix("."))
        #expect(!safe.isEmpty)
        #expect(safe.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(safe.count <= 109)
    }

    @Test("Different names that clean up alike stay different files")
    func noCollisions() {
        let names = ["a/b", "a_b", "a b", "a?b", "a..b", "a._b", String(repeating: "x", count: 120), String(repeating: "x", count: 121)]
        #expect(Set(names.map(ReferenceName.sanitize)).count == names.count)
    }

    @Test("A test's snapshot: Snapshots/<Suite>/<test>.<name>.<ext>, its sidecar and artifacts beside")
    func testLayout() {
        let location = store.testReference(filePath: "/repo/Tests/X/MyTests.swift", function: "button(state:)", name: "light-ja-L-2x", pathExtension: "png")
        #expect(location.referencePath == "/repo/Snapshots/MyTests/button.light-ja-L-2x.png")
        #expect(location.sidecarPath == "/repo/Snapshots/MyTests/button.light-ja-L-2x.json")
        #expect(location.artifactPath("diff", pathExtension: "png") == "/repo/.build/snapshot-artifacts/MyTests/button.light-ja-L-2x.diff.png")
        #expect(location.pathExtension == "png")
        #expect(location.recordCommand(.failed) == "SNAPSHOT_RECORD=failed swift test --filter MyTests")
        let escaping = store.testReference(filePath: "/repo/Tests/X/MyTests.swift", function: "test()", name: "../up", pathExtension: "txt")
        #expect(escaping.referencePath.hasPrefix("/repo/Snapshots/MyTests/test."))
        #expect(!escaping.referencePath.dropFirst("/repo/Snapshots/".count).contains(".."))
    }

    @Test("A catalog's reference: Snapshots/Catalogs/<catalog>/<Entry>/<variant>/<environment>.png")
    func catalogLayout() {
        let location = store.catalogReference(catalog: "DesignSystem", entry: "TabBarButton", variant: "badge-100",
                                              environment: "light-ja-L-2x", testFilter: "CatalogSnapshotTests")
        #expect(location.referencePath == "/repo/Snapshots/Catalogs/DesignSystem/TabBarButton/badge-100/light-ja-L-2x.png")
        #expect(location.sidecarPath == "/repo/Snapshots/Catalogs/DesignSystem/TabBarButton/badge-100/light-ja-L-2x.json")
        #expect(location.artifactPath("actual", pathExtension: "png")
            == "/repo/.build/snapshot-artifacts/Catalogs/DesignSystem/TabBarButton/badge-100/light-ja-L-2x.actual.png")
        #expect(store.catalogFolder("DesignSystem") == "/repo/Snapshots/Catalogs/DesignSystem")
        #expect(location.recordCommand(.missing) == "SNAPSHOT_RECORD=missing swift test --filter CatalogSnapshotTests")
    }

    @Test("The references in a catalog's folder are listed with their entry, variant and environment")
    func catalogListing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = SnapshotStore(root: folder.path + "/Snapshots", artifactsRoot: folder.path + "/artifacts")
        #expect(store.catalogReferenceFiles("Team").isEmpty, "no folder yet lists nothing")
        for environment in ["light-ja-L-2x", "dark-en-L-2x"] {
            let location = store.catalogReference(catalog: "Team", entry: "PriceTag", variant: "large", environment: environment, testFilter: "T")
            try folder.write("png", to: location.referencePath)
            try folder.write("{}", to: location.sidecarPath)
        }
        try folder.write("stray", to: folder.path + "/Snapshots/Catalogs/Team/README.txt")
        let files = store.catalogReferenceFiles("Team")
        #expect(files.map(\.environment) == ["dark-en-L-2x", "light-ja-L-2x"])
        #expect(files.allSatisfy { $0.entry == "PriceTag" && $0.variant == "large" && $0.path.hasSuffix("\($0.environment).png") })
    }

    @Test("The package root is the nearest folder above a test file that holds Package.swift")
    func packageRoot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("// swift-tools-version: 6.0", to: folder.path + "/Package.swift")
        try folder.write("", to: folder.path + "/Tests/AppTests/AppTests.swift")
        let store = SnapshotStore(packageContaining: folder.path + "/Tests/AppTests/AppTests.swift", environment: [:])
        #expect(store.root == folder.path + "/Snapshots")
        #expect(store.artifactsRoot == folder.path + "/.build/snapshot-artifacts")
        let moved = SnapshotStore(packageContaining: folder.path + "/Tests/AppTests/AppTests.swift",
                                  environment: ["SNAPSHOT_DIRECTORY": "/elsewhere", "SNAPSHOT_ARTIFACTS": "/tmp/a"])
        #expect(moved.root == "/elsewhere" && moved.artifactsRoot == "/tmp/a")
        #expect(SnapshotStore.suite(ofTestFile: "/x/Tests/Y/Catalog Tests.swift") != "Catalog Tests")
    }
}
