import Foundation

/// The anchor: ../shared/bench/anchors/raw_floor.c, compiled with gcc and run in the same
/// process tree, so its figures come from the same machine state as ours.
struct RawFloor {
    let binary: URL

    /// Compiles the anchor from `source` into a temporary directory.
    init(source: URL) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("raw_floor-\(ProcessInfo.processInfo.processIdentifier)")
        let flags = try Self.run("/usr/bin/pkg-config", ["--cflags", "--libs", "cairo", "harfbuzz", "fontconfig", "freetype2"])
            .split(whereSeparator: \.isWhitespace).map(String.init)
        _ = try Self.run("/usr/bin/gcc", ["-O2", source.path, "-o", output.path] + flags + ["-lm"])
        binary = output
    }

    /// Milliseconds per snapshot over `count` snapshots, with or without PNG encoding.
    func millisecondsPerSnapshot(count: Int, png: Bool) throws -> Double {
        let output = try Self.run(binary.path, [String(count), png ? "1" : "0"])
        // "2000 snapshots png=0: 0.041 ms each"
        guard let colon = output.lastIndex(of: ":"),
              let value = Double(output[output.index(after: colon)...].trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") else {
            throw BenchmarkError("unexpected output from raw_floor: \(output)")
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
