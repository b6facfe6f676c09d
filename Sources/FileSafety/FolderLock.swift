import Foundation
import Locking
#if canImport(Glibc)
import Glibc
#endif

/// The lock a run holds on a folder while it writes there (docs/FILE-SAFETY.md): an exclusive
/// `flock` on `.catalog-lock` in the folder, which holds the process id of its holder. A second
/// run waits a little, then stops and names the holder. The kernel drops the lock of a process
/// that ended, however it ended, so a stale lock file is simply taken over. The holder deletes
/// the file when it is done; a run that finds the file deleted under it tries again.
public final class FolderLock: @unchecked Sendable {
    /// The lock file's name.
    public static let fileName = ".catalog-lock"
    /// How long a run waits for another to finish, in seconds, by default.
    public static let defaultWait: Double = 2

    /// The folders this process holds locked, and how many of its locks hold each.
    private static let held = Locked<[String: Int]>([:])

    private let file: String
    private let folder: String
    private var descriptor: Int32

    private init(file: String, folder: String, descriptor: Int32) {
        self.file = file
        self.folder = folder
        self.descriptor = descriptor
        Self.held.withLock { $0[folder, default: 0] += 1 }
    }

    deinit { release() }

    /// Locks `folder` (which must exist), waiting up to `wait` seconds for another holder.
    public static func acquire(_ folder: String, wait: Double = defaultWait) throws(FileSafetyError) -> FolderLock {
        let file = folder + "/" + fileName
        let deadline = Date().addingTimeInterval(wait)
        while true {
            let descriptor = open(file, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw .failed(FileError(.lock, path: folder, errno: errno))
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                // The file may have been deleted by the holder it waited for: lock the one there now.
                var held = stat(), current = stat()
                guard fstat(descriptor, &held) == 0, stat(file, &current) == 0,
                      held.st_ino == current.st_ino, held.st_dev == current.st_dev else {
                    _ = close(descriptor)
                    continue
                }
                let text = Array("\(getpid())\n".utf8)
                _ = ftruncate(descriptor, 0)
                _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
                return FolderLock(file: file, folder: folder, descriptor: descriptor)
            }
            let holder = Self.holder(descriptor)
            _ = close(descriptor)
            guard Date() < deadline else { throw .locked(folder: folder, holder: holder) }
            usleep(50_000)
        }
    }

    /// Runs `body` with `folder` locked against other processes: under this process's own
    /// lock when it holds one already (a `record` run writing the references it locked), else
    /// under a lock taken for `body` alone, waiting up to `wait` seconds for another holder
    /// (a snapshot assertion writing one reference while `catalog record` runs).
    /// A worker process of the run that holds the lock (its parent, whose process id the lock
    /// file names) writes under its parent's lock too.
    public static func whileLocked<T>(_ folder: String, wait: Double = 30, _ body: () throws -> T) throws -> T {
        if held.withLock({ $0[folder, default: 0] > 0 }) { return try body() }
        let lock: FolderLock
        switch Result(catching: { () throws(FileSafetyError) in try acquire(folder, wait: 0) }) {
        case let .success(acquired):
            lock = acquired
        case let .failure(error):
            guard case let .locked(_, holder) = error else { throw error }
            if holder == getppid() { return try body() }
            lock = try acquire(folder, wait: wait)
        }
        defer { lock.release() }
        return try body()
    }

    /// The process id written in the lock file.
    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return Int32(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Deletes the lock file and unlocks; the folder is free for the next run.
    public func release() {
        guard descriptor >= 0 else { return }
        Self.held.withLock { held in
            held[folder, default: 1] -= 1
            if held[folder] == 0 { held[folder] = nil }
        }
        _ = unlink(file)
        _ = close(descriptor)
        descriptor = -1
    }
}
