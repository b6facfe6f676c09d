/// Why a file operation was refused or failed, in words that name the file and say what to do.
public enum FileSafetyError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A path option or argument was empty (which the file system would read as the root).
    case emptyPath(what: String)
    /// A path read from a file or a name (`entry`) does not stay inside `folder`.
    case escapes(entry: String, folder: String, reason: String)
    /// `folder` holds `file`, which this tool did not write, where it was about to write or clean.
    case notOwned(folder: String, file: String)
    /// An output folder and the references folder contain one another.
    case overlaps(output: String, references: String)
    /// Another run holds the folder's lock.
    case locked(folder: String, holder: Int32?)
    /// A file could not be read, written, removed or locked (a system call failed, or what is
    /// there is not a regular file); the `FileError` says which file and why.
    case failed(FileError)

    public var description: String {
        switch self {
        case let .emptyPath(what):
            return "\(what) is empty; an empty path would mean the root folder. Pass a folder name."
        case let .escapes(entry, folder, reason):
            return "Refused \"\(entry)\" in \(folder): \(reason). Only paths inside the folder are followed; regenerate the folder with `catalog` or remove that entry."
        case let .notOwned(folder, file):
            return "\(folder) holds \(file), which catalog did not write, so it will not overwrite or delete it. "
                + "Pass an empty or new folder, or one an earlier run of the same command wrote."
        case let .overlaps(output, references):
            return "The output folder \(output) and the references folder \(references) contain one another; "
                + "writing the report there could overwrite or delete references. Pass an output folder outside the references."
        case let .locked(folder, holder):
            let who = holder.map { "process \($0)" } ?? "another process"
            return "\(folder) is being written by \(who) (another catalog run). Wait for it to finish, or pass another folder."
        case let .failed(error):
            return error.description
        }
    }
}
