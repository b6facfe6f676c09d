internal import FileSafety
import Foundation
internal import PixelDiff
internal import Typesetting
#if canImport(Glibc)
import Glibc
#endif

/// The fingerprint of what `catalog render` draws from (docs/GALLERY.md "Re-rendering"): when
/// it is the one the folder's last render had, images whose files are intact are reused
/// without rendering.
///
/// It covers the executable (every class of the catalog is linked into it) and the shared
/// libraries it loaded (path, size, modification and change times: a rebuild or an upgrade
/// writes the file again, and reading 30 MB of executable on every render cost more than
/// rendering a small group), the resource bundles beside it and the Interface Builder
/// documents given with `--documents` (their bytes), the font files of the engine's font
/// directories (path, size, modification and change times), and the options that change
/// pictures. What a team's own code reads on its own (a file by path, an
/// environment variable, the clock) is not covered: `--render-all` renders everything.
enum RenderInputs {
    /// The fingerprint, or `nil` when the executable cannot be read (then nothing is reused).
    static func fingerprint(settings: [String], documents: [String]) -> String? {
        guard let executable = executablePath(), let program = identity(of: executable) else { return nil }
        var lines = ["catalog render inputs 2", "executable " + program]
        lines += settings.map { "setting " + $0 }
        lines += loadedLibraries().filter { $0 != executable }.map { "library " + stamp($0) }
        let folder = (executable as NSString).deletingLastPathComponent
        let bundles = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted()
        for bundle in bundles { lines += contents(of: folder + "/" + bundle).map { "resource " + $0 } }
        for document in documents { lines += contents(of: document).map { "document " + $0 } }
        if let library = try? FontLibrary.shared() {
            lines += library.directoryFontFiles().map { "font " + stamp($0) }
        }
        return Fingerprint.of(Data(lines.joined(separator: "\n").utf8))
    }

    /// This process's executable, links resolved.
    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The shared libraries mapped into this process, each once, sorted.
    private static func loadedLibraries() -> [String] {
        var paths = Set<String>()
        for line in mappings().split(separator: "\n") {
            // address perms offset device inode path
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6 else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            if path.hasPrefix("/"), path.contains(".so"), !path.hasSuffix("(deleted)") { paths.insert(path) }
        }
        return paths.sorted()
    }

    /// `/proc/self/maps`, read in as few calls as the kernel allows: read in small pieces, it
    /// can skip or repeat lines when a thread maps memory between two pieces.
    private static func mappings() -> String {
        let descriptor = open("/proc/self/maps", O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        // A large buffer left uninitialized: only the pages the kernel fills are touched
        // (zeroing 4 MB first cost more than the rest of the fingerprint).
        let capacity = 1 << 22
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            initialized = 0
            while initialized < capacity {
                let count = read(descriptor, buffer.baseAddress.map { $0 + initialized }, capacity - initialized)
                guard count > 0 else { break }
                initialized += count
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `path size modification-time`, or `path missing`.
    private static func stamp(_ path: String) -> String {
        identity(of: path) ?? path + " missing"
    }

    /// `path size modification-time change-time`: a file written again (a rebuild relinks
    /// the executable, a package upgrade replaces a library or a font) has new times, so
    /// reading its bytes is not needed to tell; `nil` when the file cannot be examined.
    private static func identity(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    /// `path fingerprint` for every file under `path` (or for `path` itself), in walk order.
    private static func contents(of path: String) -> [String] {
        func line(_ file: String) -> String {
            file + " " + ((try? FileReading.contents(of: file)).map(Fingerprint.of) ?? "unreadable")
        }
        guard FolderWalk.isFolder(path) else { return [line(path)] }
        return FolderWalk.entries(under: path).filter { $0.kind != .folder }.map { line(path + "/" + $0.relative) }
    }
}
