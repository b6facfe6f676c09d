import FileSafety
import Foundation
import Testing

/// Output folders: the tool's own files only, a lock, and temporary files that are recognised
/// and cleared.
@Suite("Owned folder")
struct OwnedFolderTests {
    @Test("A new or empty folder is taken; one holding files the tool did not write is refused, untouched")
    func foreignFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let new = try OwnedFolder.open(scratch.path + "/new")
        #expect(new.files.isEmpty)
        new.close()
        try scratch.write("# Docs", "docs/index.md")
        try scratch.write("someone's", "docs/\(AtomicFile.temporaryPrefix)notes")
        #expect(throws: FileSafetyError.notOwned(folder: scratch.path + "/docs", file: "index.md")) { try OwnedFolder.open(scratch.path + "/docs") }
        #expect(Set(scratch.files()) == ["docs/index.md", "docs/\(AtomicFile.temporaryPrefix)notes"], "a refused folder is not even cleared of temporaries")
        try FileManager.default.removeItem(atPath: scratch.path + "/docs/\(AtomicFile.temporaryPrefix)notes")
        // An earlier version's folder, recognised by the caller, keeps only what it names.
        let adopted = try OwnedFolder.open(scratch.path + "/docs") { _ in ["index.md", "missing.png"] }
        #expect(adopted.files == ["index.md"])
        adopted.close()
    }

    @Test("Files are claimed before they are written; finishing deletes the claimed files no longer kept, and nothing else")
    func claimAndFinish() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let folder = try OwnedFolder.open(scratch.path)
        try folder.claim(["images/a.png", "images/b.png", "index.html"])
        for name in ["images/a.png", "images/b.png", "index.html"] { try folder.folder.write(Data(name.utf8), to: name) }
        try scratch.write("someone else's", "images/c.png")
        #expect(throws: FileSafetyError.notOwned(folder: scratch.path, file: "images/c.png")) { try folder.claim(["images/c.png"]) }
        #expect(throws: FileSafetyError.self) { try folder.claim(["../escape.png"]) }
        try folder.finish(keeping: ["images/a.png", "index.html"])
        #expect(Set(scratch.files()) == [OwnedFolder.ledgerName, FolderLock.fileName, "images/a.png", "images/c.png", "index.html"])
        folder.close()
        #expect(!scratch.files().contains(FolderLock.fileName))
        // The list survives the run: the next one knows what it may replace.
        let again = try OwnedFolder.open(scratch.path)
        #expect(again.files == ["images/a.png", "index.html"])
        again.close()
    }

    @Test("A list of files naming paths outside the folder is refused, naming the entry")
    func tamperedList() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(#"{"format":1,"files":["../../home/user/.ssh/id_rsa"]}"#, OwnedFolder.ledgerName)
        #expect(throws: FileSafetyError.escapes(entry: "../../home/user/.ssh/id_rsa", folder: scratch.path,
                                                reason: "listed in \(OwnedFolder.ledgerName), but the path has a \"..\" part")) {
            try OwnedFolder.open(scratch.path)
        }
    }

    @Test("A held lock stops a second holder, naming the process; a lock file whose process is gone is taken over")
    func locks() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let first = try FolderLock.acquire(scratch.path)
        let start = Date()
        #expect(throws: FileSafetyError.locked(folder: scratch.path, holder: getpid())) { try FolderLock.acquire(scratch.path, wait: 0.3) }
        #expect(Date().timeIntervalSince(start) >= 0.3, "it waited before giving up")
        first.release()
        try scratch.write("999999\n", FolderLock.fileName)
        let second = try FolderLock.acquire(scratch.path, wait: 0)
        #expect(scratch.read(FolderLock.fileName) == "\(getpid())\n")
        second.release()
        #expect(scratch.read(FolderLock.fileName) == nil)
    }

    @Test("Opening a folder deletes the temporary files killed runs left, this version's and earlier ones'")
    func leftovers() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("half", "images/\(AtomicFile.temporaryPrefix)0a1b-light.png")
        try scratch.write("half", "images/.light.png.6F9619FF-8B86-D011-B42D-00C04FC964FF.tmp")
        try scratch.write("{}", ".catalog-tmp-0-\(OwnedFolder.ledgerName)")
        let folder = try OwnedFolder.open(scratch.path)
        #expect(folder.files.isEmpty)
        #expect(scratch.files() == [FolderLock.fileName])
        folder.close()
        #expect(AtomicFile.isTemporary(".catalog-tmp-x"))
        #expect(!AtomicFile.isTemporary("light.png") && !AtomicFile.isTemporary(".hidden.tmp") && !AtomicFile.isTemporary("catalog-tmp-x"))
    }

    @Test("Temporary files live beside their target under the one recognisable name, and go when a write fails")
    func temporaries() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try AtomicFile.write(Data("old".utf8), to: scratch.path + "/a.json")
        try scratch.write("a file, not a folder", "blocker")
        // The second file cannot be written: the first is not replaced either.
        #expect(throws: FileSafetyError.self) {
            try AtomicFile.write([(Data("new".utf8), scratch.path + "/a.json"), (Data("x".utf8), scratch.path + "/blocker/b.png")])
        }
        #expect(scratch.read("a.json") == "old")
        #expect(Set(scratch.files()) == ["a.json", "blocker"])
        // A folder in the way of a file is reported in words.
        try FileManager.default.createDirectory(atPath: scratch.path + "/c.png", withIntermediateDirectories: true)
        #expect(throws: FileSafetyError.failed(FileError(.write, path: scratch.path + "/c.png", reason: "a folder of that name is in the way"))) {
            try AtomicFile.write(Data("x".utf8), to: scratch.path + "/c.png")
        }
        #expect(Set(scratch.files()) == ["a.json", "blocker"])
    }
}
