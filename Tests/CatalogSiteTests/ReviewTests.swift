import Catalog
@testable import CatalogSite
import DesignSystem
import Foundation
import SnapshotStore
import Testing

/// The review's pieces: statuses from the snapshot verifier, the font notice, JUnit.
@Suite("Review")
@MainActor
struct ReviewTests {
    @Test("A review of a store with one recorded variant: unchanged, new and removed, with the references copied")
    func statuses() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = SnapshotStore(root: root + "/Snapshots", artifactsRoot: root + "/artifacts")
        let catalog = DesignSystemCatalog.catalog
        // Record one variant's references through the same run `catalog record` uses.
        let recording = CatalogSnapshotRun(catalog: catalog, store: store, filter: CatalogFilter("badge-100"), mode: .missing, jobs: 2, testFilter: "")
        #expect(try recording.run().allSatisfy { if case .recorded = $0.verdict { true } else { false } })
        // A reference whose variant is gone.
        let retired = store.catalogReference(catalog: catalog.name, entry: "TabBarButton", variant: "retired", environment: "light-ja-L-2x", testFilter: "")
        try FileManager.default.createDirectory(atPath: (retired.referencePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/Snapshots/Catalogs/DesignSystem/TabBarButton/badge-100/light-ja-L-2x.png", toPath: retired.referencePath)

        // The filter selects the retired variant's entry, so its reference counts as removed.
        let review = Review(catalog: catalog, store: store, filter: CatalogFilter("TabBarButton"), jobs: 2)
        let outcome = try review.run(into: root + "/report")
        let counts = ReviewReport.counts(outcome.items)
        #expect(counts[.unchanged] == 4 && counts[.new] == 32 && counts[.removed] == 1 && counts[.changed] == 0)
        #expect(outcome.fontNotice == nil)
        for item in outcome.items where item.status == .unchanged {
            #expect(item.reference.map { FileManager.default.fileExists(atPath: root + "/report/" + $0) } == true)
            #expect(item.image.map { FileManager.default.fileExists(atPath: root + "/report/" + $0) } == true)
        }
        let removed = try #require(outcome.items.first { $0.status == .removed })
        #expect(removed.variant == "retired" && removed.environment == "light-ja-L-2x" && removed.image == nil)
        #expect(outcome.items.filter { $0.status == .new }.allSatisfy { $0.message.contains("catalog record") })
        // Another filter leaves the retired reference alone.
        let narrow = try Review(catalog: catalog, store: store, filter: CatalogFilter("badge-1"), jobs: 2).run(into: root + "/narrow")
        #expect(!narrow.items.contains { $0.status == .removed })
    }

    @Test("The report's font notice names what differs between machines, not faces that came and went with the content")
    func fontNotice() {
        func face(_ family: String, _ style: String, _ version: String = "2.004") -> FontRecord {
            FontRecord(family: family, style: style, file: "/usr/share/fonts/\(family)-\(style).otf", index: 0, version: version, hash: family + style + version)
        }
        let jpBold = face("Noto Sans CJK JP", "Bold"), interBold = face("Inter", "Bold", "3.019"), serif = face("Noto Serif CJK JP", "Regular")
        // An English title now where a Japanese one was: that image lost the Japanese face and
        // gained Inter, while other images still use the Japanese face.
        let content: [FontChange] = [.onlyRecorded(jpBold), .onlyCurrent(interBold)]
        #expect(Review.fontNotice(content, currentFaces: [interBold, jpBold]) == nil)
        // A face the references used that nothing in this run used: this machine may lack it.
        let lost = Review.fontNotice([.onlyRecorded(serif)], currentFaces: [interBold, jpBold])
        #expect(lost?.hasPrefix("This machine's fonts differ from the references': the references used Noto Serif CJK JP Regular") == true, "\(lost ?? "nil")")
        // The same face in another version.
        let version = Review.fontNotice([.changed(recorded: face("Noto Sans CJK JP", "Bold", "2.001"), current: jpBold)], currentFaces: [jpBold])
        #expect(version?.contains("the references used Noto Sans CJK JP Bold 2.001; this machine used Noto Sans CJK JP Bold 2.004") == true,
                "\(version ?? "nil")")
    }

    @Test("JUnit lists every image, failing the changed, new and removed ones, with escaped messages")
    func junit() {
        func item(_ status: ReviewItem.Status, _ message: String = "") -> ReviewItem {
            ReviewItem(status: status, entry: "Tab<Bar>", variant: "v", environment: "light-ja-L-2x", reference: nil, image: nil, diff: nil,
                       changedFraction: 0, changedPixels: 0, message: message)
        }
        let xml = ReviewReport.junit([item(.unchanged), item(.changed, "3 of 4 \"pixels\" differ"), item(.new)])
        #expect(xml.contains("tests=\"3\" failures=\"2\""))
        #expect(xml.contains("classname=\"Tab&lt;Bar&gt;\""))
        #expect(xml.contains("message=\"3 of 4 &quot;pixels&quot; differ\""))
        #expect(xml.components(separatedBy: "<failure").count == 3)
    }
}
