/// What can stop a gallery, with what to do about it.
public enum GalleryError: Error, CustomStringConvertible, Sendable {
    case renderFailed(what: String, reason: String)
    case writeFailed(path: String, reason: String)
    case invalidOption(String)

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
