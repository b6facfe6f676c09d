internal import FileSafety

/// What can stop a gallery, with what to do about it.
public enum GalleryError: Error, CustomStringConvertible, Sendable {
    case renderFailed(what: String, reason: String)
    case writeFailed(path: String, reason: String)
    case invalidOption(String)

    /// The failure to write `path` with `error`, in words (the file the error names, when
    /// it names one).
    static func writing(_ path: String, _ error: any Error) -> GalleryError {
        let file = FileError(.write, path: path, error: error)
        return .writeFailed(path: file.path, reason: file.reason)
    }

    public var description: String {
        switch self {
        case let .renderFailed(what, reason):
            return "Could not render \(what): \(reason)"
        case let .writeFailed(path, reason):
            return "Could not write \(path): \(reason). Check that the output folder is writable and the disk has room."
        case let .invalidOption(message):
            return message
        }
    }
}
