import Foundation
import Testing

/// `Examples/TeamCatalog` is a team's own package: it declares a component and its catalog
/// with this package's public API only, depending on it by path, and snapshot-tests its
/// catalog against its own references. Building and testing it here proves that API is enough.
/// `scripts/fuzz --sanitizers` sets CATALOG_SKIP_EXAMPLE_PACKAGES: these tests build and run
/// other packages in child `swift` processes that no sanitizer instruments, so under one they
/// would check nothing more and only double the run's time.
@Suite("Example package", .enabled(if: ProcessInfo.processInfo.environment["CATALOG_SKIP_EXAMPLE_PACKAGES"] == nil,
                                   "CATALOG_SKIP_EXAMPLE_PACKAGES is set (a sanitizer run)"))
struct ExamplePackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    /// Runs `swift <arguments>` on an example package; returns the exit status and output.
    static func swift(_ arguments: [String], package: String = "TeamCatalog", scratch: String = ".build-examples") throws
        -> (status: Int32, log: String) {
        forgetStalePlan(in: root.appendingPathComponent(scratch))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments + [
            "--package-path", root.appendingPathComponent("Examples/\(package)").path,
            // Its own build folder (ignored by git), kept between runs so later runs are incremental.
            "--scratch-path", root.appendingPathComponent(scratch).path,
        ]
        var environment = ProcessInfo.processInfo.environment
        // The example's references are committed: compare, never record.
        environment["CI"] = "true"
        environment.removeValue(forKey: "SNAPSHOT_RECORD")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Makes the next build in `scratch` plan again when this package's source files (Swift and C) were
    /// added, removed or renamed since the last one. SwiftPM keeps the build plan of a path
    /// dependency (this package, seen from the example) across such changes, so a file added to
    /// one of its modules is left out of the example's build ("cannot find ... in scope"). The
    /// compiled objects stay: the build after is still incremental.
    static func forgetStalePlan(in scratch: URL) {
        let sources = root.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".swift") || $0.hasSuffix(".c") || $0.hasSuffix(".h")
        }.sorted()
        let listing = Data(files.joined(separator: "\n").utf8)
        let stamp = scratch.appendingPathComponent("source-files.txt")
        guard (try? Data(contentsOf: stamp)) != listing else { return }
        for plan in ["debug.yaml", "release.yaml"] {
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent(plan))
        }
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try? listing.write(to: stamp, options: .atomic)
    }

    @Test("Examples/TeamCatalog builds against the public API, its catalog tests pass and it renders its gallery",
          .timeLimit(.minutes(15)))
    func examplePackageBuildsAndPasses() throws {
        let test = try Self.swift(["test"])
        #expect(test.status == 0, "swift test in Examples/TeamCatalog failed:\n\(test.log.suffix(6000))")
        #expect(test.log.contains("Test run with 7 tests"), "the example's tests did not all run:\n\(test.log.suffix(3000))")
        // Its XCTest target is a mirror of iOS test files whose synchronous tests are main-actor
        // (Swift 6 mode): all six run and pass, none traps in SwiftPM's list of tests.
        #expect(test.log.contains("Executed 6 tests, with 0 failures"), "the example's XCTest tests did not all run:\n\(test.log.suffix(3000))")
        #expect(!test.log.contains("✘"))
        // Depending on this package prints no warning of its own (no flag SwiftPM refuses in
        // a dependency, such as the -pthread of librsvg's pkg-config file).
        let warnings = test.log.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.isEmpty, "building a dependent package warned:\n\(warnings.joined(separator: "\n"))")

        let build = try Self.swift(["build", "--product", "team-catalog"])
        #expect(build.status == 0, "building team-catalog failed:\n\(build.log.suffix(6000))")
        let gallery = FileManager.default.temporaryDirectory.appendingPathComponent("team-gallery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: gallery) }
        let binPath = try Self.swift(["build", "--show-bin-path"]).log.split(separator: "\n").last.map(String.init) ?? ""
        // The team's Interface Builder document, found by the UIKitMirror plugin beside its
        // sources, is among the module's resources.
        let document = binPath + "/TeamCatalog_TeamComponents.resources/ProfileHeaderView.xib"
        #expect(FileManager.default.contents(atPath: document)
            == FileManager.default.contents(atPath: Self.root.appendingPathComponent("Examples/TeamCatalog/Sources/TeamComponents/ProfileHeaderView.xib").path),
            "\(document) is missing or differs from the team's document")
        let render = Process()
        render.executableURL = URL(fileURLWithPath: binPath + "/team-catalog")
        render.arguments = ["render", "--output", gallery, "--jobs", "2"]
        let output = Pipe()
        render.standardOutput = output
        try render.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        render.waitUntilExit()
        #expect(render.terminationStatus == 0)
        // 7 variants of 3 components and the xib's one view × light/dark × ja/en × L/xxxL/AX3,
        // and 2 screens (an inset-grouped table and a flow-layout grid) on the 4 generic devices
        // as well.
        #expect(printed.contains("Rendered 192 images of 10 variants (6 components) in"), "\(printed)")
        let page = try String(contentsOfFile: gallery + "/index.html", encoding: .utf8)
        #expect(page.contains("<title>Team components</title>"))
        #expect(page.contains("\"name\":\"PriceTag\""))
    }

    /// `Examples/ProfileKit` is a team's package as many still are: `swift-tools-version: 5.9`
    /// (Swift 5 language mode) with plain `XCTestCase` classes whose synchronous methods make
    /// views, lay them out and assert on frames, and drawing helpers used from plain structs and
    /// background queues. Apple's SDK compiles such code without a diagnostic, so this UIKit
    /// must too; the same component files compiled in the Swift 6 mode pass their Swift 6 tests.
    @Test("Examples/ProfileKit (Swift 5 mode, synchronous XCTest methods) builds without warnings and passes",
          .timeLimit(.minutes(15)))
    func swift5PackageBuildsAndPasses() throws {
        let test = try Self.swift(["test"], package: "ProfileKit", scratch: ".build-examples-profilekit")
        #expect(test.status == 0, "swift test in Examples/ProfileKit failed:\n\(test.log.suffix(6000))")
        // 19 synchronous Swift 5 tests and 2 Swift 6 ones, none failing.
        #expect(test.log.contains("Executed 21 tests, with 0 failures"), "the example's tests did not all run:\n\(test.log.suffix(3000))")
        let diagnostics = test.log.split(separator: "\n").filter { $0.contains("warning:") || $0.contains("error:") }
        #expect(diagnostics.isEmpty, "Swift 5 code that the SDK accepts silently got diagnostics:\n\(diagnostics.joined(separator: "\n"))")
    }
}
