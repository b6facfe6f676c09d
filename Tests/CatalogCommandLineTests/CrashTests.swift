import CatalogSite
import Foundation
import Testing

/// A component that traps does not end the run: `crashing-catalog` (Tests/CrashingCatalog, a
/// catalog whose `TrappingView` force unwraps `nil` in `layoutSubviews()` in every
/// environment and calls `fatalError` in `draw(_:)` in dark ones) renders, verifies and
/// records everything else, names each crashed variant with the trap's message and exits 3.
@Suite("A crashing component")
struct CrashTests {
    static let nilMessage = "Fatal error: Unexpectedly found nil while unwrapping an Optional value"
    static let darkMessage = "Fatal error: TrappingView has no dark appearance yet"

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CatalogProcess.Result {
        try CatalogProcess.run(arguments, executable: "crashing-catalog", environment: environment)
    }

    @Test("catalog render: the rest of the gallery is rendered, the crashed variants are named with the trap's message, here and on the page",
          .timeLimit(.minutes(10)))
    func render() throws {
        let folder = RenderCommandTests.temporaryFolder(), serial = RenderCommandTests.temporaryFolder()
        let steady = RenderCommandTests.temporaryFolder()
        defer { [folder, serial, steady].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let result = try Self.run(["render", "--jobs", "2", "--output", folder])
        #expect(result.status == 3, "\(result.standardOutput)\(result.standardError)")
        // 5 variants × 12 environments: all of SteadyLabel and of "fine", the light half of
        // "dark-only"; nothing of "nil-in-layout".
        #expect(result.standardOutput.contains("Rendered 42 images of 5 variants (2 components)"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("; 18 crashed."))
        let lines = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  crashed: ") }
        #expect(lines.count == 18)
        #expect(lines.filter { $0.hasPrefix("  crashed: TrappingView nil-in-layout ") && $0.hasSuffix(Self.nilMessage) && $0.contains("main.swift:") }.count == 12)
        #expect(lines.filter { $0.hasPrefix("  crashed: TrappingView dark-only dark-") && $0.hasSuffix(Self.darkMessage) }.count == 6)
        #expect(result.standardOutput.contains("  crashed: TrappingView nil-in-layout light-ja-L-2x: "))
        #expect(result.standardError.contains(Self.darkMessage), "the worker's own words reach standard error")
        #expect(result.standardOutput.contains("Open \(URL(fileURLWithPath: folder).standardizedFileURL.path)/index.html"))

        // The images of everything else, listed in the manifest with the crashes.
        let manifest = try RenderCommandTests.manifest(in: folder)
        let images = try RenderCommandTests.files(under: folder).keys.filter { $0.hasSuffix(".png") }
        #expect(manifest.images.count == 42)
        #expect(Set(images) == Set(manifest.images.map(\.render.image)), "each distinct image once")
        #expect(manifest.summary == SiteManifest.Summary(components: 2, variants: 5, images: 42, files: images.count, warnings: 0, crashes: 18))
        let trapping = try #require(manifest.entries.first { $0.name == "TrappingView" })
        #expect(trapping.variants.map(\.name) == ["fine", "nil-in-layout", "dark-only"])
        #expect(trapping.variants[0].crashes == nil && trapping.variants[0].renders.count == 12)
        #expect(trapping.variants[1].renders.isEmpty)
        #expect(trapping.variants[1].crashes?.count == 12 && trapping.variants[1].crashes?.allSatisfy { $0.message.hasSuffix(Self.nilMessage) } == true)
        #expect(trapping.variants[2].renders.map(\.environment).allSatisfy { $0.hasPrefix("light-") })
        #expect(trapping.variants[2].crashes?.map(\.environment) == trapping.variants[2].renders.map { "dark-" + $0.environment.dropFirst(6) })
        #expect(manifest.environments.count == 12)

        // The page carries the crashes to the browser.
        let page = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(page.contains(Self.darkMessage))

        // Nothing depends on which worker did what: one worker makes the same bytes.
        let again = try Self.run(["render", "--jobs", "1", "--output", serial])
        #expect(again.status == 3)
        #expect(try RenderCommandTests.files(under: serial) == RenderCommandTests.files(under: folder))
        // The label's images and record are those of a render without the trapping view.
        let alone = try Self.run(["render", "--filter", "SteadyLabel", "--output", steady])
        #expect(alone.status == 0, "\(alone.standardError)")
        #expect(alone.standardError.isEmpty && !alone.standardOutput.contains("crashed"))
        let steadyFiles = try RenderCommandTests.files(under: steady)
        #expect(String(decoding: try #require(steadyFiles["manifest.json"]), as: UTF8.self).contains("crashes") == false)
        let crashedRunFiles = try RenderCommandTests.files(under: folder)
        for (path, data) in steadyFiles where path.hasSuffix(".png") {
            #expect(crashedRunFiles[path] == data, "\(path) differs")
        }
        #expect(try RenderCommandTests.manifest(in: steady).entries == manifest.entries.filter { $0.name == "SteadyLabel" })

        // In a browser: the failed cards with their messages, and every other image.
        let browser = try CatalogProcess.python("scripts/browser/check_gallery.py", [folder])
        #expect(browser.status == 0, "\(browser.log)")
        #expect(browser.log.contains("shows a failed card with the message for each of its 18 crashes"), "\(browser.log)")
    }

    @Test("catalog verify and record: the rest is compared and recorded, the crashed variants are named and keep their references",
          .timeLimit(.minutes(10)))
    func verifyAndRecord() throws {
        let store = RenderCommandTests.temporaryFolder(), output = RenderCommandTests.temporaryFolder()
        defer { [store, output].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)

        // No references yet: 14 new images (4 environments each), 6 crashed.
        let first = try Self.run(["verify", "--jobs", "2", "--snapshots", store, "--output", output])
        #expect(first.status == 3, "\(first.standardOutput)\(first.standardError)")
        #expect(first.standardOutput.contains("0 changed, 14 new, 0 removed, 0 unchanged, 6 crashed."), "\(first.standardOutput)")
        #expect(first.standardOutput.contains("  crashed: TrappingView nil-in-layout dark-en-L-2x: "))
        #expect(first.standardOutput.contains("  crashed: TrappingView dark-only dark-ja-L-2x: crashing_catalog/main.swift:"))
        #expect(first.standardOutput.contains(Self.darkMessage))
        let junit = try String(contentsOfFile: output + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("tests=\"20\" failures=\"14\" errors=\"6\""))
        #expect(junit.contains("<error type=\"crashed\" message=\"crashing_catalog/main.swift:"))
        let review = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/review.json"))) as? [String: Any])
        #expect((review["counts"] as? [String: Int])?["crashed"] == 6)
        let items = try #require(review["items"] as? [[String: Any]])
        #expect(items.filter { $0["status"] as? String == "crashed" }.allSatisfy { $0["image"] == nil && ($0["message"] as? String)?.contains("Fatal error") == true })

        // Record accepts the rest and leaves the crashed variants alone.
        let record = try Self.run(["record", "--jobs", "2", "--snapshots", store])
        #expect(record.status == 3, "\(record.standardOutput)\(record.standardError)")
        #expect(record.standardOutput.contains("Recorded 14 references"), "\(record.standardOutput)")
        #expect(record.standardOutput.contains("; 6 crashed, not recorded:"))
        #expect(record.standardOutput.contains("  crashed: TrappingView nil-in-layout light-ja-L-2x: "))
        let recorded = try #require(FileManager.default.subpaths(atPath: store)).filter { $0.hasSuffix(".png") }
        #expect(recorded.count == 14)
        #expect(!recorded.contains { $0.contains("nil-in-layout") || $0.contains("dark-only/dark-") })

        // Verified again, only the crashes remain; the report shows them in a browser.
        let second = try Self.run(["verify", "--snapshots", store, "--output", output])
        #expect(second.status == 3)
        #expect(second.standardOutput.contains("0 changed, 0 new, 0 removed, 14 unchanged, 6 crashed."), "\(second.standardOutput)")
        let browser = try CatalogProcess.python("scripts/browser/check_review.py", [output])
        #expect(browser.status == 0, "\(browser.log)")
        #expect(browser.log.contains("every crashed variant is listed with its trap's message (6)"), "\(browser.log)")
    }

    @Test("A catalog whose order differs between processes stops the run with what to do, instead of mixing up images")
    func orderDiffers() throws {
        let folder = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Self.run(["render", "--filter", "o", "--output", folder], environment: ["CRASHING_CATALOG_REORDER_IN_WORKERS": "1"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("The catalog lists its items in another order in each process"), "\(result.standardError)")
        #expect(result.standardError.contains("not by iterating a Set or a Dictionary"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/manifest.json"))
    }
}
