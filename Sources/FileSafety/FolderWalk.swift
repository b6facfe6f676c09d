import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Lists what is under a folder without following symbolic links: a link is listed as a link,
/// never entered, so a walk never leaves the folder it starts in.
public enum FolderWalk {
    /// What a folder entry is, as `lstat` sees it.
    public enum Kind: Sendable, Equatable {
        case file, folder, link, other
    }

    /// One entry: its path relative to the folder walked, and its kind.
    public struct Entry: Sendable, Equatable {
        public var relative: String
        public var kind: Kind
    }

    /// The kind of `path` itself (not following a link); `nil` when nothing is there.
    public static func kind(of path: String) -> Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// Every entry under `folder`, parents before their contents, names sorted, at most
    /// `depth` levels down (1: the folder's own entries); empty when `folder` is not a folder.
    public static func entries(under folder: String, depth: Int = .max) -> [Entry] {
        var result: [Entry] = []
        func walk(_ relative: String, level: Int) {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names.sorted() {
                let child = relative.isEmpty ? name : relative + "/" + name
                guard let kind = kind(of: folder + "/" + child) else { continue }
                result.append(Entry(relative: child, kind: kind))
                if kind == .folder, level < depth { walk(child, level: level + 1) }
            }
        }
        guard kind(of: folder) == .folder || (kind(of: folder) == .link && isFolder(folder)) else { return [] }
        walk("", level: 1)
        return result
    }

    /// Deletes the temporary files (`AtomicFile.isTemporary`) a killed run left under `folder`;
    /// how many.
    @discardableResult
    public static func removeTemporaryLeftovers(under folder: String) -> Int {
        var removed = 0
        for entry in entries(under: folder) where entry.kind == .file || entry.kind == .link {
            let name = entry.relative.split(separator: "/").last.map(String.init) ?? entry.relative
            if AtomicFile.isTemporary(name), unlink(folder + "/" + entry.relative) == 0 { removed += 1 }
        }
        return removed
    }

    /// Whether `path` is a folder, following a link.
    public static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
