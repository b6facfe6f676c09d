import Foundation
import Testing

/// `Examples/TeamCatalog` is a team's own package: it declares a component and its catalog
/// with this package's public API only, depending on it by path, and snapshot-tests its
/// catalog against its own references. Building and testing it here proves that API is enough.
@Suite("Example package")
struct ExamplePackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    @Test("Examples/TeamCatalog builds against the public API and its catalog tests pass", .timeLimit(.minutes(15)))
    func examplePackageBuildsAndPasses() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "test",
            "--package-path", Self.root.appendingPathComponent("Examples/TeamCatalog").path,
            // Its own build folder (ignored by git), kept between runs so later runs are incremental.
            "--scratch-path", Self.root.appendingPathComponent(".build-examples").path,
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
        let log = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "swift test in Examples/TeamCatalog failed:\n\(log.suffix(6000))")
        #expect(log.contains("Test run with 3 tests"), "the example's tests did not all run:\n\(log.suffix(3000))")
        #expect(!log.contains("✘"))
    }
}
