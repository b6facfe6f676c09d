import Foundation

/// Runs the built `catalog` executable (or the test fixture `crashing-catalog`), as a user would.
struct CatalogProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The binary named `name` next to the test bundle in the build folder.
    static func executable(_ name: String = "catalog") -> URL {
        let buildFolder = Bundle.main.bundleURL
        let candidates = [
            buildFolder.appendingPathComponent(name),
            buildFolder.deletingLastPathComponent().appendingPathComponent(name),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    static func run(_ arguments: [String], executable name: String = "catalog", environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable(name)
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both pipes are read at once: a child that fills standard error (a sanitizer's report
        // is over 100 KB) while standard output is read would wait forever, and so would we.
        let errorData = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData.data = error.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self)
        )
    }

    /// Bytes one thread reads and another uses once the reading is over (after `group.wait()`).
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    /// Runs `python3 <script in the package> arguments...` with both outputs in one log.
    static func python(_ script: String, _ arguments: [String]) throws -> (status: Int32, log: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageRoot.appendingPathComponent(script).path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let log = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, log)
    }
}
