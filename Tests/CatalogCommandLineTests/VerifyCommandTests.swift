import Foundation
import Testing

/// `catalog verify` and `catalog record` against a copy of the committed references: counts,
/// exit codes, messages, JUnit, the report in a browser, and records that the snapshot tests
/// accept byte for byte.
@Suite("catalog verify and record")
struct VerifyCommandTests {
    /// The committed snapshot store and its design system catalog's folder.
    static let snapshots = CatalogProcess.packageRoot.appendingPathComponent("Snapshots").path
    static let catalogFolder = snapshots + "/Catalogs/DesignSystem"

    /// A new snapshot store holding a copy of the references of the entry `entry`; returns
    /// the store's root and the entry's folder in it.
    static func copyOfReferences(of entry: String) throws -> (root: String, entry: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("references-\(UUID().uuidString)").path
        let target = root + "/Catalogs/DesignSystem/" + entry
        try FileManager.default.createDirectory(atPath: root + "/Catalogs/DesignSystem", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: catalogFolder + "/" + entry, toPath: target)
        return (root, target)
    }

    /// In a copy of PrimaryActionButton's references: one changed (another variant's image
    /// under its name: the same height, other pixels), one new (missing), one removed (a
    /// reference of a variant that does not exist) and one unreadable (not a PNG). Returns the
    /// changed and the unreadable reference's paths.
    static func makeChanges(in references: String) throws -> (changed: String, unreadable: String) {
        let changed = references + "/Designable/light-ja-L-2x.png"
        try FileManager.default.removeItem(atPath: changed)
        try FileManager.default.copyItem(atPath: references + "/disabled/light-ja-L-2x.png", toPath: changed)
        try FileManager.default.removeItem(atPath: references + "/en/dark-en-L-2x.png")
        try FileManager.default.createDirectory(atPath: references + "/retired", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: changed, toPath: references + "/retired/light-ja-L-2x.png")
        let unreadable = references + "/mixed/dark-ja-L-2x.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: unreadable))
        return (changed, unreadable)
    }

    @Test("Against the committed references nothing changed: exit 0 and a passing JUnit file")
    func unchanged() throws {
        let output = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try CatalogProcess.run(["verify", "--snapshots", Self.snapshots, "--filter", "TabBarButton", "--output", output])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("0 changed, 0 new, 0 removed, 36 unchanged."))
        let junit = try String(contentsOfFile: output + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("tests=\"36\" failures=\"0\""))
        #expect(FileManager.default.fileExists(atPath: output + "/index.html"))
    }

    @Test("Changed, new, removed and unreadable references: counted, explained, exit 1, and record accepts them")
    func changesAndRecord() throws {
        let (root, references) = try Self.copyOfReferences(of: "PrimaryActionButton")
        let output = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: output) }
        _ = try Self.makeChanges(in: references)

        let result = try CatalogProcess.run(["verify", "--snapshots", root, "--filter", "PrimaryActionButton", "--output", output])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("2 changed, 1 new, 1 removed, 21 unchanged."), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("changed: PrimaryActionButton Designable light-ja-L-2x:"))
        #expect(result.standardOutput.contains("cannot be read"))
        #expect(result.standardOutput.contains("new: PrimaryActionButton en dark-en-L-2x"))
        #expect(result.standardOutput.contains("removed: PrimaryActionButton retired light-ja-L-2x"))
        let junit = try String(contentsOfFile: output + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("tests=\"25\" failures=\"4\""))
        #expect(junit.contains("<failure type=\"new\""))
        let review = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/review.json"))) as? [String: Any]
        let items = try #require(review?["items"] as? [[String: Any]])
        let changed = try #require(items.first { $0["variant"] as? String == "Designable" && $0["environment"] as? String == "light-ja-L-2x" })
        #expect(changed["status"] as? String == "changed")
        let fraction = try #require(changed["changedFraction"] as? Double)
        #expect(fraction > 0 && fraction < 1)
        let diff = try #require(changed["diff"] as? String)
        #expect(FileManager.default.fileExists(atPath: output + "/" + diff))

        // The report in a browser: counts, the changed variant with its slider, no errors.
        let browser = try CatalogProcess.python("scripts/browser/check_review.py", [output])
        #expect(browser.status == 0, "\(browser.log)")

        // Record accepts everything; the result is the committed references, byte for byte.
        let record = try CatalogProcess.run(["record", "--snapshots", root, "--filter", "PrimaryActionButton"])
        #expect(record.status == 0, "\(record.standardError)")
        #expect(record.standardOutput.contains("Recorded 3 references"), "\(record.standardOutput)")
        #expect(record.standardOutput.contains("1 removed"))
        #expect(!FileManager.default.fileExists(atPath: references + "/retired/light-ja-L-2x.png"))
        // The references and their sidecars are what the assertions wrote, byte for byte.
        let committed = Self.catalogFolder + "/PrimaryActionButton"
        let files = try #require(FileManager.default.subpaths(atPath: references)).filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") }
        #expect(files.count == 2 * 24)
        for name in files {
            #expect(FileManager.default.contents(atPath: references + "/" + name) == FileManager.default.contents(atPath: committed + "/" + name),
                    "\(name) differs from the committed reference")
        }
        let again = try CatalogProcess.run(["verify", "--snapshots", root, "--filter", "PrimaryActionButton", "--output", output])
        #expect(again.status == 0, "\(again.standardOutput)")
    }

    @Test("Accept and deny in the report's page, save decisions.json, and record --decisions records only what was accepted",
          .timeLimit(.minutes(10)))
    func decisions() throws {
        let (root, references) = try Self.copyOfReferences(of: "PrimaryActionButton")
        let output = RenderCommandTests.temporaryFolder()
        let decisions = output + "-decisions.json"
        defer { [root, output, decisions].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let (normal, unreadable) = try Self.makeChanges(in: references)
        let verify = try CatalogProcess.run(["verify", "--snapshots", root, "--filter", "PrimaryActionButton", "--output", output])
        #expect(verify.status == 1, "\(verify.standardOutput)")

        // A reviewer accepts the changed image and the removal, denies the unreadable one,
        // leaves the new one undecided, and saves.
        let browser = try CatalogProcess.python("scripts/browser/check_review.py", [
            output, "--accept", "PrimaryActionButton Designable light-ja-L-2x", "--accept", "PrimaryActionButton retired light-ja-L-2x",
            "--deny", "PrimaryActionButton mixed dark-ja-L-2x", "--save", decisions,
        ])
        #expect(browser.status == 0, "\(browser.log)")
        #expect(browser.log.contains("ok   Save downloads decisions.json with 3 decisions"), "\(browser.log)")

        let record = try CatalogProcess.run(["record", "--snapshots", root, "--filter", "PrimaryActionButton", "--decisions", decisions])
        #expect(record.status == 0, "\(record.standardOutput)\(record.standardError)")
        #expect(record.standardOutput.contains("Recorded 1 reference in"), "\(record.standardOutput)")
        #expect(record.standardOutput.contains("1 removed"))
        #expect(record.standardOutput.contains("2 accepted, 1 denied and left as they are"), "\(record.standardOutput)")
        let committed = Self.catalogFolder + "/PrimaryActionButton"
        #expect(FileManager.default.contents(atPath: normal) == FileManager.default.contents(atPath: committed + "/Designable/light-ja-L-2x.png"),
                "the accepted image is recorded as the assertions record it")
        #expect(!FileManager.default.fileExists(atPath: references + "/retired/light-ja-L-2x.png"), "the accepted removal is done")
        #expect(FileManager.default.contents(atPath: unreadable) == Data("not a png".utf8), "the denied one is left as it is")
        #expect(!FileManager.default.fileExists(atPath: references + "/en/dark-en-L-2x.png"), "the undecided one is not recorded")

        // An accepted image that renders differently now than when it was reviewed is not recorded.
        var stale = try ReviewDecisionsFile.read(decisions)
        stale["decisions"] = [["entry": "PrimaryActionButton", "variant": "mixed", "environment": "dark-ja-L-2x", "status": "changed",
                               "accept": true, "fingerprint": "100x10-00000000000000000000000000000000"]]
        try ReviewDecisionsFile.write(stale, to: decisions)
        let staleRun = try CatalogProcess.run(["record", "--snapshots", root, "--filter", "PrimaryActionButton", "--decisions", decisions])
        #expect(staleRun.status == 1, "\(staleRun.standardOutput)")
        #expect(staleRun.standardError.contains("PrimaryActionButton mixed dark-ja-L-2x renders differently now than the image accepted in the review"),
                "\(staleRun.standardError)")
        #expect(FileManager.default.contents(atPath: unreadable) == Data("not a png".utf8))

        // Decisions for images the run does not have stop it before anything is written.
        stale["decisions"] = [["entry": "PrimaryActionButton", "variant": "gone", "environment": "dark-ja-L-2x", "status": "new",
                               "accept": true, "fingerprint": "1x1-0"]]
        try ReviewDecisionsFile.write(stale, to: decisions)
        let unknown = try CatalogProcess.run(["record", "--snapshots", root, "--filter", "PrimaryActionButton", "--decisions", decisions])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("accepts 1 image this run does not have: PrimaryActionButton gone dark-ja-L-2x"), "\(unknown.standardError)")

        // A file that is not a decisions file says so.
        try Data("{\"format\": 1}".utf8).write(to: URL(fileURLWithPath: decisions))
        let damaged = try CatalogProcess.run(["record", "--snapshots", root, "--filter", "PrimaryActionButton", "--decisions", decisions])
        #expect(damaged.status == 2)
        #expect(damaged.standardError.contains("is not a decisions file (no \"catalog\")"), "\(damaged.standardError)")
    }

    @Test("When the references' fonts differ from this machine's, the report says so on top")
    func fontNotice() throws {
        let (root, references) = try Self.copyOfReferences(of: "TabBarButton")
        let output = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: output) }
        let sidecar = references + "/badge-1/light-ja-L-2x.json"
        let text = try String(contentsOfFile: sidecar, encoding: .utf8)
        #expect(text.contains("\"2.004\""))
        try text.replacingOccurrences(of: "\"2.004\"", with: "\"2.001\"").write(toFile: sidecar, atomically: true, encoding: .utf8)
        let result = try CatalogProcess.run(["verify", "--snapshots", root, "--filter", "badge-1", "--output", output])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("note: This machine's fonts differ from the references': the references used Noto Sans CJK JP Regular 2.001"),
                "\(result.standardOutput)")
        let page = try String(contentsOfFile: output + "/review.json", encoding: .utf8)
        #expect(page.contains("\"fontNotice\" : \"This machine's fonts differ"))
    }

    @Test("A missing snapshot folder is an error with what to pass")
    func missingFolder() throws {
        let result = try CatalogProcess.run(["verify", "--snapshots", "/nonexistent/Snapshots", "--output", RenderCommandTests.temporaryFolder()])
        #expect(result.status == 2)
        #expect(result.standardError.contains("no snapshot folder at /nonexistent/Snapshots; run from the package's root or pass --snapshots DIR"))
    }
}

/// A decisions file as JSON, for tests that edit one.
enum ReviewDecisionsFile {
    static func read(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    static func write(_ object: [String: Any], to path: String) throws {
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    }
}
