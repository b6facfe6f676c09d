import Foundation

/// Writes files so that a reader never sees half of one: the data goes to a temporary file
/// in the same directory, which is then renamed over the target (atomic on POSIX file
/// systems). Concurrent writers of the same path each rename a complete file.
public enum AtomicFile {
    /// Writes `data` to `path`, creating missing directories.
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: [])
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: "rename failed: \(String(cString: strerror(errno)))"])
            }
        } catch {
            // The write already failed and is reported; a leftover temporary file is the worst case.
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
