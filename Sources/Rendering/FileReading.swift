import Foundation

/// Reading image files with errors that name the path.
enum FileReading {
    /// The contents of `path`, or an error saying whether it is missing or unreadable.
    static func contents(of path: String) throws(RenderingError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? error.localizedDescription : "no such file"
            throw .unreadableFile(path: path, reason: reason)
        }
    }
}
