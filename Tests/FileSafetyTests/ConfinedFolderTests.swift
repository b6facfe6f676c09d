import FileSafety
import Foundation
import Testing

/// Paths from files and names stay inside their folder; reads take regular files only;
/// deletions take files only.
@Suite("Confined folder")
struct ConfinedFolderTests {
    @Test("Paths that leave the folder, or cannot name a file in it, are refused for what they are", arguments: [
        ("", "empty"), ("/etc/passwd", "absolute"), ("../x.png", "\"..\" part"), ("a/../../x", "\"..\" part"),
        ("a//b", "empty part"), ("./a", "\".\" part"), ("a/\u{1B}]0;title\u{07}", "control character"), ("a\nb", "control character"),
    ])
    func forms(relative: String, reason: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let problem = try #require(ConfinedFolder.problem(with: relative))
        #expect(problem.contains(reason))
        let folder = try ConfinedFolder(scratch.path)
        #expect(throws: FileSafetyError.escapes(entry: relative, folder: scratch.path, reason: problem)) { try folder.path(of: relative) }
        #expect(throws: FileSafetyError.self) { try folder.write(Data("x".utf8), to: relative) }
    }

    @Test("An empty folder path is refused, not taken for the root")
    func emptyFolder() {
        #expect(throws: FileSafetyError.emptyPath(what: "A folder path")) { try ConfinedFolder("") }
        #expect(throws: FileSafetyError.self) { try AtomicFile.write(Data(), to: "") }
    }

    @Test("A link inside the folder is followed; one leading out of it, or broken, is refused")
    func links() throws {
        let scratch = try Scratch(), outside = try Scratch()
        defer { scratch.remove(); outside.remove() }
        try scratch.write("inside", "images/a.png")
        try outside.write("secret", "secret.png")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: scratch.path + "/images/b.png", withDestinationPath: "a.png")
        try manager.createSymbolicLink(atPath: scratch.path + "/images/c.png", withDestinationPath: outside.path + "/secret.png")
        try manager.createSymbolicLink(atPath: scratch.path + "/out", withDestinationPath: outside.path)
        try manager.createSymbolicLink(atPath: scratch.path + "/broken.png", withDestinationPath: scratch.path + "/missing.png")
        let folder = try ConfinedFolder(scratch.path)
        #expect(try folder.read("images/b.png") == Data("inside".utf8))
        for relative in ["images/c.png", "out/secret.png", "out/new.png", "broken.png"] {
            #expect(throws: FileSafetyError.self, "\(relative)") { try folder.read(relative) }
        }
        #expect(throws: FileSafetyError.self) { try folder.write(Data("x".utf8), to: "out/new.png") }
        #expect(throws: FileSafetyError.self) { try folder.removeFile("out/secret.png") }
        #expect(outside.files() == ["secret.png"] && outside.read("secret.png") == "secret")
    }

    @Test("Reads take regular files only: a folder, a FIFO or a device is refused with what it is")
    func specialFiles() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(mkfifo(scratch.path + "/fifo", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: scratch.path + "/folder.png", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/zero", withDestinationPath: "/dev/zero")
        let folder = try ConfinedFolder(scratch.path)
        #expect(throws: FileSafetyError.failed(FileError(.read, path: scratch.path + "/fifo", reason: "it is a named pipe (FIFO), not a file"))) { try folder.read("fifo") }
        #expect(throws: FileSafetyError.failed(FileError(.read, path: scratch.path + "/folder.png", reason: "it is a folder, not a file"))) { try folder.read("folder.png") }
        #expect(throws: FileSafetyError.self) { try folder.read("zero") }
    }

    @Test("Deleting takes files and links, never a folder; emptied folders go, up to the folder itself")
    func removing() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("keep", "x.png/inside")
        try scratch.write("old", "images/a/b/old.png")
        let folder = try ConfinedFolder(scratch.path)
        #expect(try folder.removeFile("x.png") == false)
        #expect(scratch.read("x.png/inside") == "keep")
        #expect(try folder.removeFile("images/a/b/old.png"))
        folder.removeEmptyFolders(holding: ["images/a/b/old.png"])
        #expect(FolderWalk.kind(of: scratch.path + "/images") == nil)
        #expect(FolderWalk.kind(of: scratch.path) == .folder)
    }

    @Test("Folders overlap when one holds the other, through links too")
    func overlap() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path + "/Snapshots", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link", withDestinationPath: scratch.path + "/Snapshots")
        #expect(ConfinedFolder.overlap(scratch.path + "/Snapshots", scratch.path + "/Snapshots/"))
        #expect(ConfinedFolder.overlap(scratch.path + "/Snapshots/new/report", scratch.path + "/Snapshots"))
        #expect(ConfinedFolder.overlap(scratch.path, scratch.path + "/Snapshots"))
        #expect(ConfinedFolder.overlap(scratch.path + "/link/report", scratch.path + "/Snapshots"))
        #expect(!ConfinedFolder.overlap(scratch.path + "/Snapshots-report", scratch.path + "/Snapshots"))
        #expect(!ConfinedFolder.overlap(scratch.path + "/report", scratch.path + "/Snapshots"))
    }
}
