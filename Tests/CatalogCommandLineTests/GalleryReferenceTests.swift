import CatalogSite
import Foundation
import Testing

/// `catalog render` beside the package's references: each render the snapshot tests cover
/// says whether it matches, changed or is new; a changed one carries copies of its reference
/// and diff; a later render trusts an earlier comparison only while the reference is the file
/// it was compared with.
@Suite("The gallery beside the references")
struct GalleryReferenceTests {
    @Test("Matches, changed and new renders in the manifest and the page; a reference that changes is compared again",
          .timeLimit(.minutes(10)))
    func referenceStatuses() throws {
        let (root, references) = try VerifyCommandTests.copyOfReferences(of: "PrimaryActionButton")
        let site = RenderCommandTests.temporaryFolder()
        defer { [root, site].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        // Changed: another variant's image under this name; new: a reference missing.
        let changedReference = references + "/Designable/light-ja-L-2x.png"
        let committed = VerifyCommandTests.catalogFolder + "/PrimaryActionButton/Designable/light-ja-L-2x.png"
        try FileManager.default.removeItem(atPath: changedReference)
        try FileManager.default.copyItem(atPath: references + "/disabled/light-ja-L-2x.png", toPath: changedReference)
        try FileManager.default.removeItem(atPath: references + "/en/dark-en-L-2x.png")

        let render = try CatalogProcess.run(["render", "--filter", "PrimaryActionButton", "--snapshots", root, "--output", site])
        #expect(render.status == 0, "\(render.standardError)")
        let manifest = try RenderCommandTests.manifest(in: site)
        let statuses = Dictionary(grouping: manifest.images, by: { $0.render.reference?.status ?? "none" }).mapValues(\.count)
        // 6 variants × 4 environments the tests cover; the other 48 (xxxL, AX3) have none.
        #expect(statuses == ["matches": 22, "changed": 1, "new": 1, "none": 48], "\(statuses)")
        let changed = try #require(manifest.images.first { $0.render.reference?.status == "changed" })
        #expect(changed.variant.name == "Designable" && changed.render.environment == "light-ja-L-2x")
        let record = try #require(changed.render.reference)
        #expect(record.image == "references/PrimaryActionButton/Designable/light-ja-L-2x.png")
        #expect(FileManager.default.contents(atPath: site + "/" + (record.image ?? "")) == FileManager.default.contents(atPath: changedReference),
                "the reference's copy is the reference")
        #expect(record.diff.map { FileManager.default.fileExists(atPath: site + "/" + $0) } == true)
        #expect((record.changedFraction ?? 0) > 0.5 && record.message?.contains("pixels differ") == true)

        // In a browser: the statuses, the comparison modes, the filter.
        let browser = try CatalogProcess.python("scripts/browser/check_gallery.py", [site])
        #expect(browser.status == 0, "\(browser.log)")
        #expect(browser.log.contains("ok   a changed render opens beside its reference"), "\(browser.log)")

        // Unchanged: everything is reused, the statuses too.
        let again = try CatalogProcess.run(["render", "--filter", "PrimaryActionButton", "--snapshots", root, "--output", site])
        #expect(again.standardOutput.contains("72 reused without rendering"), "\(again.standardOutput)")
        #expect(try RenderCommandTests.manifest(in: site) == manifest)

        // The reference is recorded again: that render is compared again and matches, and the
        // copies of the old reference and the diff leave the site.
        try FileManager.default.removeItem(atPath: changedReference)
        try FileManager.default.copyItem(atPath: committed, toPath: changedReference)
        let third = try CatalogProcess.run(["render", "--filter", "PrimaryActionButton", "--snapshots", root, "--output", site])
        #expect(third.status == 0)
        #expect(third.standardOutput.contains("71 reused without rendering"), "\(third.standardOutput)")
        let after = try RenderCommandTests.manifest(in: site)
        #expect(after.images.filter { $0.render.reference?.status == "matches" }.count == 23)
        #expect(!FileManager.default.fileExists(atPath: site + "/references") && !FileManager.default.fileExists(atPath: site + "/diffs"))

        // Without references there are no statuses.
        let none = try CatalogProcess.run(["render", "--filter", "PrimaryActionButton", "--no-references", "--output", site])
        #expect(none.status == 0)
        #expect(try RenderCommandTests.manifest(in: site).images.allSatisfy { $0.render.reference == nil })
    }
}
