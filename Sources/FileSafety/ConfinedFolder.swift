import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder that paths read from files and names (a shard's manifest, a reference's name, a
/// listing) are kept inside: the one place that decides whether such a path may be used
/// (docs/FILE-SAFETY.md). A relative path is used only when it is not empty, not absolute, has
/// no `.` or `..` part, no empty part and no control character, and no part of it that exists
/// is a symbolic link leading out of the folder.
public struct ConfinedFolder: Sendable, Hashable {
    /// The folder, as given.
    public let path: String

    /// The folder at `path`; refused when `path` is empty.
    public init(_ path: String) throws(FileSafetyError) {
        guard !path.isEmpty else { throw .emptyPath(what: "A folder path") }
        self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// Checks the form of `relative` (not the disk): why it cannot name a file inside a
    /// folder, or `nil` when it can.
    public static func problem(with relative: String) -> String? {
        if relative.isEmpty { return "the path is empty" }
        if relative.hasPrefix("/") { return "the path is absolute" }
        for part in relative.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty { return "the path has an empty part (//)" }
            if part == "." || part == ".." { return "the path has a \"\(part)\" part" }
            if part.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "the path has a control character" }
        }
        return nil
    }

    /// The path of `relative` in the folder, once its form is checked and no part of it that
    /// exists is a symbolic link to outside the folder.
    public func path(of relative: String) throws(FileSafetyError) -> String {
        if let problem = Self.problem(with: relative) { throw .escapes(entry: relative, folder: path, reason: problem) }
        var current = path
        for part in relative.split(separator: "/") {
            current += "/" + part
            guard let kind = FolderWalk.kind(of: current) else { break }
            guard kind == .link else { continue }
            // The folder's own resolved path only when there is a link to check (resolving it
            // is a system call per part of it, and every file a render writes comes here).
            guard let root = Self.resolved(path), let target = Self.resolved(current), Self.isInside(target, root) else {
                let target = Self.resolved(current) ?? "nowhere (a broken link)"
                throw .escapes(entry: relative, folder: path, reason: "\(current) is a symbolic link to \(target), outside the folder")
            }
        }
        return path + "/" + relative
    }

    /// The bytes of the regular file `relative`, at most `limit` of them
    /// (`FileReading.contents(of:limit:)`: a folder, a FIFO or a device is refused, not read).
    public func read(_ relative: String, limit: Int = 1 << 28) throws(FileSafetyError) -> Data {
        let file = try path(of: relative)
        do {
            return try FileReading.contents(of: file, limit: limit)
        } catch {
            throw .failed(error)
        }
    }

    /// Writes `data` at `relative` atomically (`AtomicFile`).
    public func write(_ data: Data, to relative: String) throws(FileSafetyError) {
        try AtomicFile.write(data, to: path(of: relative))
    }

    /// Writes several files as one change, renamed in the order given (`AtomicFile.write(_:)`).
    public func write(_ files: [(data: Data, relative: String)]) throws(FileSafetyError) {
        var checked: [(data: Data, path: String)] = []
        for file in files { checked.append((file.data, try path(of: file.relative))) }
        try AtomicFile.write(checked)
    }

    /// Deletes the file (or link) `relative`; never a folder. Whether something was deleted.
    @discardableResult
    public func removeFile(_ relative: String) throws(FileSafetyError) -> Bool {
        let file = try path(of: relative)
        switch FolderWalk.kind(of: file) {
        case nil, .folder?: return false
        default:
            guard unlink(file) == 0 else { throw .failed(FileError(.remove, path: file, errno: errno)) }
            return true
        }
    }

    /// Deletes the folders that hold `relatives` and are now empty, deepest first, up to (not
    /// including) this folder.
    public func removeEmptyFolders(holding relatives: some Sequence<String>) {
        var folders = Set<String>()
        for relative in relatives where Self.problem(with: relative) == nil {
            var parts = relative.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        for folder in folders.sorted(by: { $0.count > $1.count }) where FolderWalk.kind(of: path + "/" + folder) == .folder {
            _ = rmdir(path + "/" + folder)
        }
    }

    /// Whether the folders `first` and `second` are one, or one contains the other, with links
    /// resolved as far as the folders exist.
    public static func overlap(_ first: String, _ second: String) -> Bool {
        let a = resolvedAsFarAsExists(first), b = resolvedAsFarAsExists(second)
        return isInside(a, b) || isInside(b, a)
    }

    /// `path` with links resolved (`realpath`); `nil` when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The absolute form of `path`: its longest existing beginning resolved, the rest appended.
    static func resolvedAsFarAsExists(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var head = URL(fileURLWithPath: absolute).standardizedFileURL.path
        var tail: [String] = []
        while resolved(head) == nil, head != "/", !head.isEmpty {
            tail.insert(URL(fileURLWithPath: head).lastPathComponent, at: 0)
            head = URL(fileURLWithPath: head).deletingLastPathComponent().path
        }
        let base = resolved(head) ?? head
        return tail.isEmpty ? base : (base == "/" ? "" : base) + "/" + tail.joined(separator: "/")
    }

    /// Whether `path` is `folder` or under it (both absolute, resolved).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || folder == "/" || path.hasPrefix(folder + "/")
    }
}
