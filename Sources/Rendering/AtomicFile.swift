import Foundation

/// Writes files so that a reader never sees half of one: the data goes to a temporary file
/// in the same directory, which is then renamed over the target (atomic on POSIX file
/// systems). Concurrent writers of the same path each rename a complete file.
public enum AtomicFile {
    /// Writes `data` to `path`, creating missing directories. Failures are `FileError`s,
    /// which say in words what went wrong.
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FileError(.write, path: path, error: error)
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: [])
            guard rename(temporary.path, url.path) == 0 else {
                throw FileError(.write, path: path, errno: errno)
            }
        } catch {
            // The write already failed and is reported; a leftover temporary file is the worst case.
            try? FileManager.default.removeItem(at: temporary)
            throw FileError(.write, path: path, error: error)
        }
    }
}
