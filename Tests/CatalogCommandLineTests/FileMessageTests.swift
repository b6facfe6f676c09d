import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Where a file is expected and something else is there, or a write fails, the message says
/// what is there and what to do, in words: no blocking on a pipe, no `NSCocoaErrorDomain`.
@Suite("File problems in words")
struct FileMessageTests {
    /// Words of Foundation's raw error dumps, which no message may show.
    static let rawDumps = ["NSCocoaErrorDomain", "Error Domain=", "NSUnderlyingError", "UserInfo="]

    @Test("diff names what is at a path that is not a file", arguments: [
        ("/dev/zero", "it is a character device, not a file"),
        ("pipe", "it is a named pipe (FIFO), not a file"),
        ("folder", "it is a folder, not a file"),
        ("loop", "it is a symbolic link that leads back to itself (a loop)"),
        ("dangling", "it is a symbolic link to something that does not exist"),
        ("missing", "there is no such file or folder"),
    ])
    func notAFile(name: String, message: String) throws {
        let folder = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/folder", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/pipe", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: folder + "/loop")
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/nothing")
        let path = name.hasPrefix("/") ? name : folder + "/" + name
        // A diff that opened the pipe to read it would wait for a writer: let it go, so the
        // test fails instead of hanging.
        let releaser = PipeReleaser(path: folder + "/pipe")
        defer { releaser.stop() }
        let result = try CatalogProcess.run(["diff", path, OptionValidationTests.reference])
        #expect(result.status == 2)
        #expect(result.standardError.contains("Cannot read \(path): \(message)"), "\(result.standardError)")
        #expect(!result.standardError.contains("permission"))
        for dump in Self.rawDumps { #expect(!result.standardError.contains(dump)) }
    }

    @Test("Write failures of render and record say what is in the way, without Foundation's error dump")
    func writeFailures() throws {
        let folder = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Snapshots/Catalogs", withIntermediateDirectories: true)
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder + "/Snapshots/Catalogs/DesignSystem"))

        let render = try CatalogProcess.run(["render", "--filter", "badge-100", "--output", folder + "/file/site"])
        #expect(render.status == 2)
        #expect(render.standardError.contains("Cannot create the folder \(folder)/file: a file of that name is in the way."), "\(render.standardError)")
        let record = try CatalogProcess.run(["record", "--filter", "badge-100", "--snapshots", folder + "/Snapshots"])
        #expect(record.status == 2)
        #expect(record.standardError.contains("Could not record \(folder)/Snapshots/Catalogs/DesignSystem/TabBarButton/badge-100/")
                && record.standardError.contains("cannot create the folder \(folder)/Snapshots/Catalogs/DesignSystem: a file of that name is in the way."),
                "\(record.standardError)")
        for dump in Self.rawDumps {
            #expect(!render.standardError.contains(dump) && !record.standardError.contains(dump), "\(render.standardError)\(record.standardError)")
        }
    }

    @Test("verify --snapshots says what is there when it is not a folder")
    func snapshotsNotAFolder() throws {
        let result = try CatalogProcess.run(["verify", "--snapshots", "/dev/zero", "--output", RenderCommandTests.temporaryFolder()])
        #expect(result.status == 2)
        #expect(result.standardError.contains("/dev/zero is a character device, not a folder"), "\(result.standardError)")
    }
}
