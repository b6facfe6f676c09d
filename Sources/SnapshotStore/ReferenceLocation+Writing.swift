internal import FileSafety
import Foundation

extension ReferenceLocation {
    /// Writes `files` (this reference and its sidecar, or one of them) as one change, renamed
    /// in the order given (`AtomicFile`); each is kept inside the store's folder when it is
    /// known: no symbolic link in `Snapshots/` takes a reference out of it, and the folder is
    /// locked meanwhile (`.catalog-lock`), so an assertion recording a reference waits for a
    /// `catalog record` run writing there, and the reverse.
    func writeTogether(_ files: [(data: Data, path: String)]) throws {
        guard let storeRoot else {
            try AtomicFile.write(files)
            return
        }
        try FileManager.default.createDirectory(atPath: storeRoot, withIntermediateDirectories: true)
        try FolderLock.whileLocked(storeRoot, wait: Self.lockWait) {
            try write(files, confinedTo: storeRoot)
        }
    }

    /// How long a reference write waits for another process's lock on the store, in seconds.
    static let lockWait: Double = 30

    private func write(_ files: [(data: Data, path: String)], confinedTo storeRoot: String) throws {
        let folder = try ConfinedFolder(storeRoot)
        var relative: [(data: Data, relative: String)] = []
        for file in files {
            guard file.path.hasPrefix(storeRoot) else {
                throw FileSafetyError.escapes(entry: file.path, folder: storeRoot, reason: "the path is not in the snapshot folder")
            }
            relative.append((file.data, String(file.path.dropFirst(storeRoot.count).drop { $0 == "/" })))
        }
        try folder.write(relative)
    }
}
