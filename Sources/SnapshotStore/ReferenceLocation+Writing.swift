internal import FileSafety
import Foundation

extension ReferenceLocation {
    /// Writes `files` (this reference and its sidecar, or one of them) as one change, renamed
    /// in the order given (`AtomicFile`); each is kept inside the store's folder when it is
    /// known: no symbolic link in `Snapshots/` takes a reference out of it.
    func writeTogether(_ files: [(data: Data, path: String)]) throws {
        guard let storeRoot else {
            try AtomicFile.write(files)
            return
        }
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
