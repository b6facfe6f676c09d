import FileSafety
import Foundation
import Testing

/// What the commands read, write and delete (docs/FILE-SAFETY.md): a shard cannot make
/// `merge` read or write outside its folders, empty paths are refused, only the tool's own
/// files are overwritten or deleted, and a folder being written is locked. Each test is an
/// attack or a mistake that the earlier commands fell for.
@Suite("Files the commands touch")
struct FileSafetyCommandTests {
    static func run(_ arguments: [String]) throws -> CatalogProcess.Result {
        try CatalogProcess.run(arguments, executable: "crashing-catalog")
    }

    /// A scratch folder with a rendered shard (`fine`, 12 images) in `shard`.
    static func shardFolder() throws -> (work: String, shard: String) {
        let work = RenderCommandTests.temporaryFolder()
        let shard = work + "/shard"
        let result = try run(["render", "--filter", "fine", "--output", shard])
        #expect(result.status == 0, "\(result.standardError)")
        return (work, shard)
    }

    /// Rewrites the first image path of the manifest in `shard` to `image`.
    static func listFirstImage(as image: String, in shard: String) throws {
        let url = URL(fileURLWithPath: shard + "/manifest.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let first = "images/TrappingView/fine/light-ja-L-2x.png"
        #expect(text.contains(first))
        try text.replacingOccurrences(of: "\"\(first)\"", with: "\"\(image)\"").write(to: url, atomically: true, encoding: .utf8)
    }

    @Test("merge: a shard's manifest naming a file outside the shard or the site is refused, naming the entry", arguments: [
        ("../../../../etc/passwd", "has a \"..\" part"),
        ("images/../../outside.png", "has a \"..\" part"),
        ("/etc/passwd", "is absolute"),
        ("manifest.json", "not a PNG in the images/, references/ or diffs/ folder"),
        (OwnedFolder.ledgerName, "not a PNG in the images/, references/ or diffs/ folder"),
    ])
    func hostileManifest(image: String, reason: String) throws {
        let (work, shard) = try Self.shardFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        try Self.listFirstImage(as: image, in: shard)
        let output = work + "/site/nested"
        let result = try Self.run(["merge", "--output", output, shard])
        #expect(result.status == 2)
        #expect(result.standardError.contains("lists the image \"\(image)\""), "\(result.standardError)")
        #expect(result.standardError.contains(reason), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output), "nothing is written")
        #expect(!FileManager.default.fileExists(atPath: work + "/outside.png"))
    }

    @Test("merge: a link in a shard is not followed out of it; a link to another of its images is")
    func linksInShard() throws {
        let (work, shard) = try Self.shardFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        // Two of the shard's image files (images with the same bytes share one, so the
        // manifest names fewer files than images).
        let files = Set(try RenderCommandTests.manifest(in: shard).images.map(\.render.image)).sorted()
        let linked = try #require(files.first { $0.hasPrefix("images/TrappingView/fine/") })
        let other = try #require(files.first { $0 != linked })
        let folder = shard + "/images/TrappingView/fine"
        try FileManager.default.removeItem(atPath: shard + "/" + linked)
        try FileManager.default.createSymbolicLink(atPath: shard + "/" + linked, withDestinationPath: "/etc/passwd")
        let outward = try Self.run(["merge", "--output", work + "/site", shard])
        #expect(outward.status == 2)
        #expect(outward.standardError.contains("\(linked) is a symbolic link to /etc/passwd, outside the folder"), "\(outward.standardError)")
        #expect(!FileManager.default.fileExists(atPath: work + "/site/" + linked))

        // A linked folder is refused too, before anything is read.
        try FileManager.default.moveItem(atPath: folder, toPath: work + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: work + "/elsewhere")
        let linkedFolder = try Self.run(["merge", "--output", work + "/other", shard])
        #expect(linkedFolder.status == 2)
        #expect(linkedFolder.standardError.contains("images/TrappingView/fine is a symbolic link to \(URL(fileURLWithPath: work).resolvingSymlinksInPath().path)/elsewhere, outside the folder"),
                "\(linkedFolder.standardError)")

        // Inside the shard a link is fine: the image is copied as a file.
        try FileManager.default.removeItem(atPath: folder)
        try FileManager.default.moveItem(atPath: work + "/elsewhere", toPath: folder)
        try FileManager.default.removeItem(atPath: shard + "/" + linked)
        try FileManager.default.createSymbolicLink(atPath: shard + "/" + linked, withDestinationPath: "../../" + other.dropFirst("images/".count))
        let inward = try Self.run(["merge", "--output", work + "/site", shard])
        #expect(inward.status == 0, "\(inward.standardError)")
        #expect(FolderWalk.kind(of: work + "/site/" + linked) == .file)
    }

    @Test("An empty path is refused by every command, before anything is written", arguments: [
        ["render", "--output", ""], ["merge", "--output", "", "shard"], ["merge", "--output", "site", ""],
        ["verify", "--output", ""], ["verify", "--snapshots", ""], ["record", "--snapshots", ""],
        ["diff", "", "b.png"], ["diff", "a.png", ""], ["diff", "a.png", "b.png", "--output", ""],
    ])
    func emptyPaths(arguments: [String]) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 64, "\(result.standardOutput)")
        #expect(result.standardError.contains("is empty; an empty path would mean the root folder"), "\(result.standardError)")
    }

    @Test("render refuses a folder it did not write, and deletes nothing there")
    func foreignFolder() throws {
        let docs = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: docs) }
        try FileManager.default.createDirectory(atPath: docs + "/images", withIntermediateDirectories: true)
        try Data("logo".utf8).write(to: URL(fileURLWithPath: docs + "/images/logo.png"))
        try Data("<p>docs</p>".utf8).write(to: URL(fileURLWithPath: docs + "/index.html"))
        let result = try Self.run(["render", "--filter", "fine", "--output", docs])
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(docs) holds images/logo.png, which catalog did not write"), "\(result.standardError)")
        #expect(try RenderCommandTests.files(under: docs) == ["images/logo.png": Data("logo".utf8), "index.html": Data("<p>docs</p>".utf8)])
    }

    @Test("render deletes the images it wrote and no longer lists, and leaves a file someone else put there")
    func ownFilesOnly() throws {
        let site = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        #expect(try Self.run(["render", "--filter", "short", "--output", site]).status == 0)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: site + "/images/notes.png"))
        let result = try Self.run(["render", "--filter", "fine", "--output", site])
        #expect(result.status == 0, "\(result.standardError)")
        let files = try RenderCommandTests.files(under: site)
        #expect(files["images/notes.png"] == Data("mine".utf8))
        #expect(!files.keys.contains { $0.contains("SteadyLabel") }, "the earlier render's images are gone")
        // Each distinct image once: the files are those the manifest names, fewer than its images.
        let manifest = try RenderCommandTests.manifest(in: site)
        #expect(Set(files.keys.filter { $0.hasSuffix(".png") && $0 != "images/notes.png" }) == Set(manifest.images.map(\.render.image)))
        #expect(manifest.summary.images == 12 && manifest.summary.files == Set(manifest.images.map(\.render.image)).count)
        #expect(!FileManager.default.fileExists(atPath: site + "/images/SteadyLabel"), "and their folders")

        // A file in the way of one a render would write is not overwritten.
        let inTheWay = site + "/images/SteadyLabel/short/light-ja-L-2x.png"
        try FileManager.default.createDirectory(atPath: (inTheWay as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("mine too".utf8).write(to: URL(fileURLWithPath: inTheWay))
        let refused = try Self.run(["render", "--filter", "short", "--output", site])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("\(site) holds images/SteadyLabel/short/light-ja-L-2x.png, which catalog did not write"),
                "\(refused.standardError)")
        #expect(FileManager.default.contents(atPath: inTheWay) == Data("mine too".utf8))
    }

    @Test("verify refuses a report folder inside the references, or holding them, and deletes nothing")
    func reportBesideReferences() throws {
        let work = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let store = work + "/Snapshots"
        #expect(try Self.run(["record", "--filter", "fine", "--snapshots", store]).status == 0)
        let before = try RenderCommandTests.files(under: store)
        for output in [store, store + "/report", work, store + "/Catalogs/CrashingCatalog/TrappingView"] {
            let result = try Self.run(["verify", "--filter", "fine", "--snapshots", store, "--output", output])
            #expect(result.status == 2)
            #expect(result.standardError.contains("contain one another"), "\(result.standardError)")
        }
        #expect(try RenderCommandTests.files(under: store) == before)
    }

    @Test("record deletes files only: a folder named like a reference stays, and no link is followed out of the references")
    func recordDeletesFilesOnly() throws {
        let work = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let store = work + "/Snapshots", folder = store + "/Catalogs/CrashingCatalog/TrappingView"
        #expect(try Self.run(["record", "--filter", "fine", "--snapshots", store]).status == 0)
        try FileManager.default.createDirectory(atPath: folder + "/fine/keep.png", withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: folder + "/fine/keep.png/data"))
        // A variant folder that links to files outside the store, named like references.
        try FileManager.default.createDirectory(atPath: work + "/outside", withIntermediateDirectories: true)
        try Data("outside".utf8).write(to: URL(fileURLWithPath: work + "/outside/light-ja-L-2x.png"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/fine-link", withDestinationPath: work + "/outside")
        let result = try Self.run(["record", "--filter", "fine", "--snapshots", store])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("(4 unchanged, 0 removed)"), "\(result.standardOutput)")
        #expect(FileManager.default.contents(atPath: folder + "/fine/keep.png/data") == Data("precious".utf8))
        #expect(FileManager.default.contents(atPath: work + "/outside/light-ja-L-2x.png") == Data("outside".utf8))
    }

    @Test("A run stops and names the process that holds the folder's lock; a dead holder's lock is taken over")
    func lock() throws {
        let site = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        // A lock file a killed run left: its process is gone, so the lock is free.
        try Data("999999\n".utf8).write(to: URL(fileURLWithPath: site + "/" + FolderLock.fileName))
        let taken = try Self.run(["render", "--filter", "fine", "--output", site])
        #expect(taken.status == 0, "\(taken.standardError)")
        #expect(!FileManager.default.fileExists(atPath: site + "/" + FolderLock.fileName), "the lock file goes with the run")
        let before = try RenderCommandTests.files(under: site)

        let held = try FolderLock.acquire(site)
        let blocked = try Self.run(["render", "--filter", "fine", "--output", site])
        #expect(blocked.status == 2)
        #expect(blocked.standardError.contains("\(site) is being written by process \(getpid())"), "\(blocked.standardError)")
        let store = try Self.run(["record", "--filter", "fine", "--snapshots", site])
        #expect(store.status == 2)
        #expect(store.standardError.contains("is being written by process \(getpid())"), "\(store.standardError)")
        held.release()
        #expect(try RenderCommandTests.files(under: site) == before, "the blocked runs changed nothing")
    }

    @Test("Two renders into one folder at once: one waits or stops, and the manifest lists only images on disk")
    func concurrentRenders() throws {
        let site = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        let results = [["short"], ["fine"]].map { filter in
            Thread.detachNewThreadWithResult { try? Self.run(["render", "--filter"] + filter + ["--output", site]) }
        }.compactMap { $0.wait() ?? nil }
        #expect(results.count == 2)
        #expect(results.contains { $0.status == 0 })
        for result in results where result.status != 0 {
            #expect(result.standardError.contains("is being written by process"), "\(result.standardError)")
        }
        let manifest = try RenderCommandTests.manifest(in: site)
        let images = try RenderCommandTests.files(under: site).keys.filter { $0.hasSuffix(".png") }
        #expect(Set(images) == Set(manifest.images.map(\.render.image)))
    }
}

extension Thread {
    /// Runs `body` on a new thread; `wait()` returns its result.
    static func detachNewThreadWithResult<T: Sendable>(_ body: @escaping @Sendable () -> T) -> PendingResult<T> {
        let pending = PendingResult<T>()
        Thread.detachNewThread { pending.set(body()) }
        return pending
    }
}

/// A result another thread delivers.
final class PendingResult<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: T?

    func set(_ value: T) {
        self.value = value
        done.signal()
    }

    func wait() -> T? {
        done.wait()
        return value
    }
}
