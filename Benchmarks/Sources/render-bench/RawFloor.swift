import Foundation

/// The anchor: the `raw-floor` executable of this package (cairo and HarfBuzz called
/// straight), built beside this one and run in the same process tree, so its figures come
/// from the same machine state as ours.
struct RawFloor {
    let binary: URL

    /// The `raw-floor` built next to this executable.
    init() throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        binary = folder.appendingPathComponent("raw-floor")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw BenchmarkError("\(binary.path) is missing: build it with `swift build -c release --product raw-floor` (swift run builds it with render-bench).")
        }
    }

    /// Milliseconds per snapshot over `count` snapshots, with or without PNG encoding.
    func millisecondsPerSnapshot(count: Int, png: Bool) throws -> Double {
        let output = try Self.run(binary.path, [String(count), png ? "1" : "0"])
        // "2000 snapshots, png=0: 0.0410 ms each"
        guard let colon = output.lastIndex(of: ":"),
              let value = Double(output[output.index(after: colon)...].trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") else {
            throw BenchmarkError("unexpected output from raw-floor: \(output)")
        }
        return value
    }

    @discardableResult
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(program) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
