package import FileSafety
import Foundation

extension SnapshotStore {
    /// Opens the store for a run that writes `catalog`'s references (docs/FILE-SAFETY.md):
    /// creates its folder, locks it (a second run waits a little, then stops and names the
    /// holder), and deletes from the catalog's folder, the only one the run writes, the
    /// temporary files killed runs left and the sidecars that have no reference. The lock, and
    /// how many sidecars went.
    package func openForRecording(catalog: String) throws -> (lock: FolderLock, removedSidecars: Int) {
        try AtomicFile.makeFolders(root)
        let lock = try FolderLock.acquire(root)
        FolderWalk.removeTemporaryLeftovers(under: catalogFolder(catalog))
        let folder = try ConfinedFolder(catalogFolder(catalog))
        var removed = 0
        for sidecar in catalogOrphanedSidecars(catalog) where try folder.removeFile(sidecar) { removed += 1 }
        return (lock, removed)
    }

    /// Deletes the reference `file` of `catalog` and its sidecar: files only, never a folder,
    /// and nothing outside the catalog's folder.
    package func removeReference(_ file: CatalogReferenceFile, catalog: String) throws {
        let folder = try ConfinedFolder(catalogFolder(catalog))
        let relative = "\(file.entry)/\(file.variant)/\(file.environment)"
        try folder.removeFile(relative + ".png")
        try folder.removeFile(relative + ".json")
    }
}
