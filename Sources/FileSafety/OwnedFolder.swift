import Foundation

/// An output folder while a run writes it (docs/FILE-SAFETY.md): locked, cleared of the
/// temporary files a killed run left, and with the list of the files the tool wrote there
/// (`.catalog-files.json`), so that it overwrites and deletes those files and no others. A
/// folder that holds anything else and no list is refused, unless it is empty or new.
///
/// The list only ever grows before files are written (`claim`) and shrinks after they are
/// deleted (`finish`), so a run killed at any point leaves every file it wrote listed.
public final class OwnedFolder: @unchecked Sendable {
    /// The name of the list of files the tool wrote in the folder.
    public static let ledgerName = ".catalog-files.json"

    /// The folder, with paths kept inside it.
    public let folder: ConfinedFolder
    /// The files (relative paths) the tool wrote here and may overwrite or delete.
    public private(set) var files: Set<String>
    private let lock: FolderLock

    private init(folder: ConfinedFolder, files: Set<String>, lock: FolderLock) {
        self.folder = folder
        self.files = files
        self.lock = lock
    }

    /// The folder, as given.
    public var path: String { folder.path }

    private struct Ledger: Codable {
        var format = 1
        var note = "The files catalog wrote in this folder; it overwrites and deletes only these."
        var files: [String]
    }

    /// Opens `path` for writing, creating it when missing: locks it, deletes temporary
    /// leftovers and reads the list of files the tool wrote there. A folder without a list
    /// that is not empty is refused, unless `earlier` recognises it as written by an earlier
    /// version (from its manifest, say) and names the files that version wrote.
    public static func open(_ path: String, adopting earlier: (ConfinedFolder) -> Set<String>? = { _ in nil }) throws(FileSafetyError) -> OwnedFolder {
        guard !path.isEmpty else { throw .emptyPath(what: "The output folder") }
        if let kind = FolderWalk.kind(of: path), kind != .folder, !FolderWalk.isFolder(path) {
            throw .failed(FileError(.write, path: path, reason: "it is a file, not a folder; pass a folder"))
        }
        try AtomicFile.makeFolders(path)
        let lock = try FolderLock.acquire(path)
        let folder = try ConfinedFolder(path)
        let owned = try ownedFiles(in: folder, adopting: earlier)
        // Only a folder known to be the tool's is searched for leftovers.
        FolderWalk.removeTemporaryLeftovers(under: path)
        return OwnedFolder(folder: folder, files: owned, lock: lock)
    }

    /// The files the tool wrote in `folder`, by its list, or by what `earlier` recognises, or
    /// none when it holds no files; refused when it holds files and neither says whose.
    private static func ownedFiles(in folder: ConfinedFolder, adopting earlier: (ConfinedFolder) -> Set<String>?) throws(FileSafetyError) -> Set<String> {
        let path = folder.path
        if FolderWalk.kind(of: path + "/" + ledgerName) != nil {
            struct Listed: Decodable { var files: [String] }
            let data = try folder.read(ledgerName)
            guard let ledger = try? JSONDecoder().decode(Listed.self, from: data) else {
                throw .failed(FileError(.read, path: path + "/" + ledgerName,
                                        reason: "it is not the list of files catalog wrote; empty the folder or pass another one"))
            }
            for file in ledger.files {
                if let problem = ConfinedFolder.problem(with: file) {
                    throw .escapes(entry: file, folder: path, reason: "listed in \(ledgerName), but \(problem)")
                }
            }
            return Set(ledger.files)
        }
        // Folders alone hold nothing to lose; the lock and temporary files are the tool's.
        let present = FolderWalk.entries(under: path).first { entry in
            let name = entry.relative.split(separator: "/").last.map(String.init) ?? entry.relative
            return entry.kind != .folder && entry.relative != FolderLock.fileName && !AtomicFile.isTemporary(name)
        }
        guard let present else { return [] }
        guard let adopted = earlier(folder) else { throw .notOwned(folder: path, file: present.relative) }
        return adopted.filter { ConfinedFolder.problem(with: $0) == nil && FolderWalk.kind(of: path + "/" + $0) == .file }
    }

    /// Adds `relatives` to the list before they are written. Refused when one of them exists
    /// and the tool did not write it, or does not stay inside the folder.
    public func claim(_ relatives: some Sequence<String>) throws(FileSafetyError) {
        var added = false
        for relative in relatives where !files.contains(relative) {
            let file = try folder.path(of: relative)
            if FolderWalk.kind(of: file) != nil { throw .notOwned(folder: path, file: relative) }
            files.insert(relative)
            added = true
        }
        if added { try save() }
    }

    /// Writes `data` at `relative` (claimed first).
    public func write(_ data: Data, to relative: String) throws(FileSafetyError) {
        try claim([relative])
        try folder.write(data, to: relative)
    }

    /// Deletes the listed files that `keeping` does not name, and the folders that held them
    /// once empty; the list is then what is kept.
    public func finish(keeping: Set<String>) throws(FileSafetyError) {
        let stale = files.subtracting(keeping)
        var kept = files.intersection(keeping).filter { FolderWalk.kind(of: path + "/" + $0) != nil }
        for relative in stale.sorted() {
            do {
                try folder.removeFile(relative)
            } catch {
                kept.insert(relative)
            }
        }
        folder.removeEmptyFolders(holding: stale)
        files = kept
        try save()
    }

    /// Unlocks the folder.
    public func close() {
        lock.release()
    }

    private func save() throws(FileSafetyError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(Ledger(files: files.sorted())) + Data("\n".utf8)
        } catch {
            throw .failed(FileError(.write, path: path + "/" + Self.ledgerName, error: error))
        }
        try folder.write(data, to: Self.ledgerName)
    }
}
