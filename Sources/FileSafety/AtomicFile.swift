import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader never sees half of one and a killed run leaves nothing a
/// later run cannot recognise (docs/FILE-SAFETY.md): each file is written whole to a temporary
/// file beside its target, `.catalog-tmp-<random>-<target's name>`, which is then renamed over
/// the target (atomic on POSIX file systems). Every rename the catalog tools make is made here.
/// Failures are `FileSafetyError.failed` with a `FileError`, which says in words what went wrong.
public enum AtomicFile {
    /// What the name of every temporary file starts with; `.gitignore` takes `.catalog-tmp-*`.
    public static let temporaryPrefix = ".catalog-tmp-"

    /// Writes `data` to `path`, creating missing folders.
    public static func write(_ data: Data, to path: String) throws(FileSafetyError) {
        try write([(data, path)])
    }

    /// Writes several files as one change: every temporary file first, then the renames in the
    /// order given, so that a failure before the first rename changes nothing. A run killed
    /// between two renames leaves the earlier targets new and the later ones old; callers put
    /// first the file whose newness the others' oldness shows (a sidecar names the hash of the
    /// reference it describes, so a new sidecar beside an old reference is recognised as stale).
    public static func write(_ files: [(data: Data, path: String)]) throws(FileSafetyError) {
        var pending: [String] = []
        defer { pending.forEach { _ = unlink($0) } }
        for file in files {
            guard !file.path.isEmpty else { throw .emptyPath(what: "The path of a file to write") }
            try makeFolders(parent(of: file.path))
            let temporary = temporaryPath(for: file.path)
            try writeNew(file.data, to: temporary, for: file.path)
            pending.append(temporary)
        }
        for file in files {
            let temporary = pending.removeFirst()
            RenameFault.beforeRename()
            guard rename(temporary, file.path) == 0 else {
                let code = errno
                _ = unlink(temporary)
                throw .failed(code == EISDIR || code == ENOTEMPTY || code == EEXIST
                              ? FileError(.write, path: file.path, reason: "a folder of that name is in the way")
                              : FileError(.write, path: file.path, errno: code))
            }
        }
    }

    /// Whether `name` (a file name, no folder) is a temporary file of this tool: this version's
    /// `.catalog-tmp-…`, or earlier versions' `.<name>.<UUID>.tmp`.
    public static func isTemporary(_ name: String) -> Bool {
        if name.hasPrefix(temporaryPrefix) { return true }
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let stem = name.dropLast(4)
        guard stem.count > 38 else { return false }
        return stem.dropLast(36).hasSuffix(".") && UUID(uuidString: String(stem.suffix(36))) != nil
    }

    /// A new temporary file's path beside `path`; long names are shortened to keep within the
    /// file system's limit.
    static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var kept = ""
        for scalar in name.unicodeScalars {
            guard kept.utf8.count + String(scalar).utf8.count <= 120 else { break }
            kept.unicodeScalars.append(scalar)
        }
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let folder = slash.map { String(path[...$0]) } ?? ""
        return folder + temporaryPrefix + random + "-" + kept
    }

    /// The folder part of `path` ("" for a bare name).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Creates `folder` and its missing parents.
    public static func makeFolders(_ folder: String) throws(FileSafetyError) {
        guard !folder.isEmpty, folder != "/" else { return }
        var status = stat()
        if stat(folder, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw .failed(FileError(.createFolder, path: folder, reason: "a file of that name is in the way"))
            }
            return
        }
        try makeFolders(parent(of: folder))
        guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
            throw .failed(FileError(.createFolder, path: folder, errno: errno))
        }
    }

    /// Writes `data` to `temporary`, which must not exist; errors name `target`.
    private static func writeNew(_ data: Data, to temporary: String, for target: String) throws(FileSafetyError) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw .failed(FileError(.write, path: target, errno: errno))
        }
        let failure: Int32? = data.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                guard let base = raw.baseAddress else { return nil }
                let count = Glibc.write(descriptor, base + written, raw.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return count < 0 ? errno : ENOSPC }
                written += count
            }
            return nil
        }
        let closed = close(descriptor) == 0 ? nil : errno
        if let error = failure ?? closed {
            _ = unlink(temporary)
            throw .failed(FileError(.write, path: target, errno: error))
        }
    }
}
