import Foundation
import UIKitMirrorCore

/// Helpers the mirror's tests share.
enum MirrorTestSupport {
    /// The path test sources pretend to live at.
    static let path = "/team/Sources/Components/Card.swift"

    /// The mirror of `text`, with `others` as further files of the same module.
    static func mirror(_ text: String, others: [String] = []) -> MirroredFile {
        mirrors(text, others: others)[0]
    }

    /// The mirrors of `text` (at `path`) and of `others` (at `otherPath(_:)`), in that order.
    static func mirrors(_ text: String, others: [String]) -> [MirroredFile] {
        let sources = [MirrorSource(path: path, text: text)]
            + others.enumerated().map { MirrorSource(path: otherPath($0.offset), text: $0.element) }
        return UIKitMirror(sources: sources).mirroredFiles()
    }

    /// The path of the further file at `position` of a test module.
    static func otherPath(_ position: Int) -> String {
        "/team/Sources/Other\(position).swift"
    }

    /// The rewritten section of the mirror of `text`.
    static func rewritten(_ text: String, others: [String] = []) -> String {
        mirror(text, others: others).rewrittenSection
    }

    /// The folder of the test fixtures.
    static var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    }

    /// The fixture files with their text, sorted by path.
    static func fixtureSources(in folder: String = fixtures) throws -> [MirrorSource] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var sources: [MirrorSource] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = folder + "/" + relative
            sources.append(MirrorSource(path: path, text: try String(contentsOfFile: path, encoding: .utf8)))
        }
        return sources.sorted { $0.path < $1.path }
    }
}

/// A temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "uikit-mirror-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Writes the mirrors of `sources` into the folder; returns their paths.
    func writeMirrors(of sources: [MirrorSource]) throws -> [String] {
        var paths: [String] = []
        for file in UIKitMirror(sources: sources).mirroredFiles() {
            let name = MirrorFileName.name(for: file.path, root: "/")
            try write(file.text, to: name)
            paths.append(path + "/" + name)
        }
        return paths
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Runs the program at `path` with `arguments`; returns its exit status and its standard
/// output and error together.
func runProgram(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}
