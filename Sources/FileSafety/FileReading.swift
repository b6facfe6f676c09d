import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading files that come from outside (images, references, manifests) without trusting what
/// sits at the path: only a regular file is read, a folder, a named pipe, a device, a socket
/// or a symbolic link loop is refused with what it is, and nothing blocks on a pipe.
public enum FileReading {
    /// The most a file may hold to be read whole (1 GiB): far above any image this package
    /// accepts, far below what would exhaust memory.
    public static let defaultLimit = 1 << 30

    /// What is at `path` when it is not a regular file, as a noun phrase ("a folder"), or
    /// `nil` for a regular file and for nothing at all. `followingLinks` false looks at a
    /// symbolic link itself ("a symbolic link").
    public static func kind(of path: String, followingLinks: Bool = true) -> String? {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return nil }
        return kind(mode: info.st_mode)
    }

    /// The noun phrase for a file type other than regular; `nil` for a regular file.
    static func kind(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// Whether `path` is missing: nothing there, not even a dangling symbolic link.
    public static func isMissing(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && errno == ENOENT
    }

    /// The bytes of the regular file at `path` (symbolic links followed unless
    /// `followingLinks` is false, then a link is refused), at most `limit` of them. Errors
    /// say what is there instead and what to do.
    public static func contents(of path: String, followingLinks: Bool = true, limit: Int = defaultLimit) throws(FileError) -> Data {
        guard !path.isEmpty else { throw FileError(.read, path: "\"\"", reason: "the path is empty; name a file") }
        var info = stat()
        if (followingLinks ? stat(path, &info) : lstat(path, &info)) != 0 {
            let code = errno
            var linkInfo = stat()
            if code == ENOENT, lstat(path, &linkInfo) == 0 {
                throw FileError(.read, path: path, reason: "it is a symbolic link to something that does not exist")
            }
            throw FileError(.read, path: path, errno: code)
        }
        if let kind = kind(mode: info.st_mode) {
            throw FileError(.read, path: path, reason: "it is \(kind), not a file")
        }
        // Non-blocking and no controlling terminal, so that what was swapped in since the
        // check cannot block the read; checked again on the open descriptor.
        let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { throw FileError(.read, path: path, errno: errno) }
        defer { _ = close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw FileError(.read, path: path, errno: errno) }
        if let kind = kind(mode: info.st_mode) {
            throw FileError(.read, path: path, reason: "it is \(kind), not a file")
        }
        let size = Int(info.st_size)
        guard size <= limit else {
            throw FileError(.read, path: path, reason: "it holds \(size) bytes, more than the \(limit) this reads; is it the right file?")
        }
        // One byte more than fstat said, to notice a file that grew since; more room then.
        var data = Data(count: min(size, limit) + 1)
        var count = 0
        while true {
            if count == data.count {
                guard count <= limit else {
                    throw FileError(.read, path: path, reason: "it holds more than the \(limit) bytes this reads; is it the right file?")
                }
                data.count = min(limit + 1, data.count * 2)
            }
            let got = data.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress.map { $0 + count }, raw.count - count)
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw FileError(.read, path: path, errno: errno) }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else {
            throw FileError(.read, path: path, reason: "it holds more than the \(limit) bytes this reads; is it the right file?")
        }
        data.count = count
        return data
    }
}
