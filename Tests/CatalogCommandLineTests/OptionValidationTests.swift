import Foundation
import Testing

/// Numbers and options are checked before anything is done, with messages in words; what a
/// command cannot do safely it refuses instead of doing quietly.
@Suite("Options checked in words")
struct OptionValidationTests {
    static let reference = VerifyCommandTests.catalogFolder + "/TabBarButton/badge-1/light-ja-L-2x.png"
    static let other = VerifyCommandTests.catalogFolder + "/TabBarButton/badge-100/light-ja-L-2x.png"

    @Test("diff --output refuses to overwrite one of its own inputs, however it is spelled")
    func diffOutputIsInput() throws {
        let folder = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let first = folder + "/a.png", second = folder + "/b.png"
        try FileManager.default.copyItem(atPath: Self.reference, toPath: first)
        try FileManager.default.copyItem(atPath: Self.other, toPath: second)
        let original = try Data(contentsOf: URL(fileURLWithPath: second))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: second)
        for output in [second, folder + "/./b.png", folder + "/link.png"] {
            let result = try CatalogProcess.run(["diff", first, second, "--output", output])
            #expect(result.status == 64, "\(output): \(result.standardError)")
            #expect(result.standardError.contains("is the image compared (\(second)): the diff would overwrite its own input"), "\(result.standardError)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == original, "an input was overwritten")
        #expect(try CatalogProcess.run(["diff", first, second, "--output", folder + "/diff.png"]).status == 1)
    }

    @Test("shape refuses sizes that are not finite, not positive or absurd, also with --json", arguments: [
        "1e308", "nan", "inf", "-17", "0", "100000",
    ])
    func shapeSize(size: String) throws {
        for json in [false, true] {
            let result = try CatalogProcess.run(["shape", "--size", size] + (json ? ["--json"] : []) + ["abc"])
            #expect(result.status == 64, "\(size): \(result.standardOutput)")
            #expect(result.standardError.contains("--size must be a positive number of points, at most 10000"), "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
            #expect(!result.standardError.contains("EncodingError"))
        }
    }

    @Test("shape and fonts refuse a --lang that is not a language tag, and absurd widths")
    func shapeOptions() throws {
        let language = try CatalogProcess.run(["shape", "--lang", "ja jp", "abc"])
        #expect(language.status == 64 && language.standardError.contains("--lang takes a BCP 47 language tag"), "\(language.standardError)")
        let fonts = try CatalogProcess.run(["fonts", "--lang", ""])
        #expect(fonts.status == 64 && fonts.standardError.contains("--lang takes a BCP 47 language tag"), "\(fonts.standardError)")
        let width = try CatalogProcess.run(["shape", "--width", "1e308", "abc"])
        #expect(width.status == 64 && width.standardError.contains("--width must be a positive number of points, at most 1000000"))
    }

    @Test("render refuses scales that would name the same environments, empty items and out-of-range scales", arguments: [
        ("2,2.0000001", "--scale lists 2 and 2.0000001, which both name the environments @2x"),
        ("3,3", "--scale lists 3 twice"),
        ("2,,3", "an empty item is not one"),
        ("2,", "an empty item is not one"),
        ("0", "\"0\" is not one"),
        ("nan", "\"nan\" is not one"),
    ])
    func scales(scale: String, message: String) throws {
        let result = try CatalogProcess.run(["render", "--filter", "badge-100", "--scale", scale, "--output", RenderCommandTests.temporaryFolder()])
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        // Workers start before the command line is read (EarlyRenderWorkers) and read the same
        // one: the message comes once, from the command.
        #expect(result.standardError.components(separatedBy: message).count == 2, "\(result.standardError)")
    }

    @Test("--jobs is bounded, and the summary names the workers that really ran")
    func jobs() throws {
        let refused = try CatalogProcess.run(["render", "--jobs", "100000", "--filter", "badge-100"])
        #expect(refused.status == 64 && refused.standardError.contains("--jobs takes a number of worker processes from 1 to 256 (got 100000)"))
        let folder = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // badge-100 renders 12 images: a 13th worker would have nothing to do, so none starts.
        let result = try CatalogProcess.run(["render", "--filter", "badge-100", "--jobs", "13", "--output", folder])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("in 12 worker processes (--jobs 13, one per image at most)"), "\(result.standardOutput)")
    }

    @Test("merge refuses a manifest of another format instead of rewriting it as this one")
    func mergeFormat() throws {
        let shard = RenderCommandTests.temporaryFolder(), merged = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: shard); try? FileManager.default.removeItem(atPath: merged) }
        #expect(try CatalogProcess.run(["render", "--filter", "badge-100", "--output", shard]).status == 0)
        let path = shard + "/manifest.json"
        let manifest = try String(contentsOfFile: path, encoding: .utf8)
        #expect(manifest.contains("\"formatVersion\" : 1"))
        try manifest.replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 999").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CatalogProcess.run(["merge", "--output", merged, shard])
        #expect(result.status == 2)
        #expect(result.standardError.contains("manifest.json is manifest format 999; this catalog reads format 1 only"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: merged + "/manifest.json"))
    }

    @Test("A symbolic link named like a retired variant's reference is no reference: nothing is selected and its target is not copied into the report")
    func orphanSymlink() throws {
        let (root, references) = try VerifyCommandTests.copyOfReferences(of: "TabBarButton")
        let output = RenderCommandTests.temporaryFolder()
        let secret = root + "/secret.png"
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: output) }
        try FileManager.default.copyItem(atPath: Self.other, toPath: secret)
        try FileManager.default.createDirectory(atPath: references + "/retired", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: references + "/retired/light-ja-L-2x.png", withDestinationPath: secret)
        let result = try CatalogProcess.run(["verify", "--snapshots", root, "--filter", "retired", "--output", output])
        // Only regular files are references (docs/FILE-SAFETY.md): the link is not followed.
        #expect(result.status == 4, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardError.contains("retired"), "\(result.standardError)")
        let copies = try RenderCommandTests.files(under: output).keys.filter { $0.hasPrefix("reference/") }
        #expect(copies.isEmpty, "the link's target was copied into the report: \(copies)")
    }
}
