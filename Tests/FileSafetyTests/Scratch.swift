import FileSafety
import Foundation

/// A new empty folder under the temporary directory, removed by `remove()`.
struct Scratch {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("file-safety-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` at `relative`, creating folders.
    func write(_ text: String, _ relative: String) throws {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }

    /// The text at `relative`, or `nil`.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file (relative path) under the folder.
    func files() -> [String] {
        FolderWalk.entries(under: path).filter { $0.kind != .folder }.map(\.relative)
    }
}
