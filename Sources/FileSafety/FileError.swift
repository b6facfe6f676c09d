import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file that could not be read, written or removed, said in words: the one place that turns
/// Foundation's and the system's file errors (`NSCocoaErrorDomain` codes, `errno`) into a
/// sentence that names the path, says what is wrong and what to do.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done to the file (its raw value is the verb of the message).
    public enum Operation: String, Hashable, Sendable {
        case read, write, remove
        /// Creating a folder (and its missing parents).
        case createFolder = "create the folder"
        /// Locking a folder (`FolderLock`).
        case lock
    }

    /// What was being done.
    public var operation: Operation
    /// The file.
    public var path: String
    /// Why it failed, as a clause: "it is a folder, not a file".
    public var reason: String

    /// A failure to `operation` `path` because of `reason` (a clause in words).
    public init(_ operation: Operation, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// A failure to `operation` `path` with the system's `errno` value `code`.
    public init(_ operation: Operation, path: String, errno code: Int32) {
        self.init(operation, path: path, reason: Self.reason(errno: code, operation: operation))
    }

    /// A failure to `operation` `path` with `error` as Foundation or the system threw it.
    /// A `FileError` stays as it is, also inside a `FileSafetyError`.
    public init(_ operation: Operation, path: String, error: any Error) {
        if let known = Self.within(error) {
            self = known
            return
        }
        self.init(operation, path: path, reason: Self.reason(for: error, operation: operation))
    }

    /// The `FileError` that `error` is or wraps (`FileSafetyError.failed`), if any.
    public static func within(_ error: any Error) -> FileError? {
        if let known = error as? FileError { return known }
        if case let .failed(known)? = error as? FileSafetyError { return known }
        return nil
    }

    /// The failure as a clause to go on a sentence: "cannot write <path>: <reason>".
    public var clause: String {
        "cannot \(operation.rawValue) \(path): \(reason)"
    }

    public var description: String {
        "Cannot \(operation.rawValue) \(path): \(reason)."
    }

    /// The `errno` inside `error`: a POSIX error, or the underlying error of a Cocoa one.
    static func errnoValue(in error: any Error, depth: Int = 0) -> Int32? {
        guard depth < 8 else { return nil }
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            return errnoValue(in: underlying, depth: depth + 1)
        }
        return nil
    }

    /// The clause for `error`: from its `errno` when it has one, else from its Cocoa code,
    /// else its own description (without its final period).
    static func reason(for error: any Error, operation: Operation) -> String {
        if let code = errnoValue(in: error) { return reason(errno: code, operation: operation) }
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: return "there is no such file or folder"
            case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied; check the file's and its folder's permissions"
            case .fileWriteOutOfSpace: return "the disk is full; free some space and run again"
            case .fileWriteVolumeReadOnly: return "the file system is read-only; choose a writable folder"
            case .fileWriteFileExists: return "something is already there"
            case .fileReadTooLarge: return "the file is too large to read"
            case .fileReadCorruptFile: return "its contents are damaged"
            case .fileWriteInvalidFileName: return "the name is not a valid file name"
            default:
                return "the system could not \(operation.rawValue) it (error \(nsError.code)); check that the path names a regular file in a folder you can \(operation.rawValue)"
            }
        }
        var text = "\(error)"
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The clause for the system's error `code`.
    public static func reason(errno code: Int32, operation: Operation) -> String {
        switch code {
        case ENOENT: return operation == .write || operation == .createFolder ? "a folder on the way does not exist" : "there is no such file or folder"
        case EACCES, EPERM: return "permission denied; check the file's and its folder's permissions"
        case EISDIR: return "it is a folder, not a file"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case ELOOP: return "it is a symbolic link that leads back to itself (a loop); fix or remove the link"
        case ENAMETOOLONG: return "the path or one of its names is too long"
        case ENOSPC: return "the disk is full; free some space and run again"
        case EDQUOT: return "the disk quota is used up; free some space and run again"
        case EROFS: return "the file system is read-only; choose a writable folder"
        case EEXIST: return "something is already there"
        case ENOTEMPTY: return "the folder is not empty"
        case EBUSY, ETXTBSY: return "it is in use by another process"
        case EMFILE, ENFILE: return "too many files are open; run with fewer --jobs"
        case EIO: return "the disk reported an input/output error"
        case EXDEV: return "it is on another file system"
        default: return String(cString: strerror(code))
        }
    }
}
