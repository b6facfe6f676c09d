import CatalogSite
import Foundation
import Testing

/// No vacuous pass: a command that selected nothing exits with status 4 and says why; an
/// empty shard of a valid catalog is fine and says so.
@Suite("Commands that select nothing")
struct NothingSelectedTests {
    @Test("verify, render and record with a filter matching nothing exit 4, say why, and write nothing", arguments: ["verify", "render", "record"])
    func filterMatchesNothing(command: String) throws {
        let (root, references) = try VerifyCommandTests.copyOfReferences(of: "TabBarButton")
        let output = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: output) }
        let before = try RenderCommandTests.files(under: references)
        var arguments = [command, "--filter", "TabBarButon"]
        if command != "record" { arguments += ["--output", output] }
        if command != "render" { arguments += ["--snapshots", root] }
        let result = try CatalogProcess.run(arguments)
        #expect(result.status == 4, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardError.contains("Nothing to \(command): no group, component or variant name contains \"TabBarButon\""), "\(result.standardError)")
        #expect(result.standardError.contains("Its components: TitleLabel, InfoLabel, BodyLabel, PrimaryActionButton, TabBarButton"))
        #expect(!FileManager.default.fileExists(atPath: output), "a run that selected nothing wrote \(output)")
        #expect(try RenderCommandTests.files(under: references) == before)
    }

    @Test("A filter that selects only references whose variant is gone is not empty: they are reported as removed")
    func onlyRemovedReferences() throws {
        let (root, references) = try VerifyCommandTests.copyOfReferences(of: "TabBarButton")
        let output = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: output) }
        try FileManager.default.createDirectory(atPath: references + "/retired-variant", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: references + "/badge-1/light-ja-L-2x.png", toPath: references + "/retired-variant/light-ja-L-2x.png")
        let result = try CatalogProcess.run(["verify", "--snapshots", root, "--filter", "retired-variant", "--output", output])
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("0 changed, 0 new, 1 removed, 0 unchanged."))
    }

    @Test("A shard past the variants of a small catalog exits 0, says it is empty and writes an empty site that merges")
    func emptyShard() throws {
        let empty = RenderCommandTests.temporaryFolder(), full = RenderCommandTests.temporaryFolder(), merged = RenderCommandTests.temporaryFolder()
        defer { [empty, full, merged].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        // TabBarButton has 8 variants and TabBarButton.xib one: shard 10 of 10 has none.
        let result = try CatalogProcess.run(["render", "--filter", "TabBarButton", "--shard", "10/10", "--output", empty])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("Shard 10/10 is empty: the 9 variants selected fill the first 9 shards only."), "\(result.standardOutput)")
        let manifest = try RenderCommandTests.manifest(in: empty)
        #expect(manifest.summary.images == 0 && manifest.entries.isEmpty)
        // Merged with a shard that has images, it adds nothing.
        #expect(try CatalogProcess.run(["render", "--filter", "badge-100", "--shard", "1/1", "--output", full]).status == 0)
        let merge = try CatalogProcess.run(["merge", "--output", merged, full, empty])
        #expect(merge.status == 0, "\(merge.standardError)")
        #expect(try RenderCommandTests.manifest(in: merged).summary.images == 12)
    }
}
