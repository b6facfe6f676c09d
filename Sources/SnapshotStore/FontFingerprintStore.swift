internal import FileSafety
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Font file fingerprints remembered between processes, in one small file under the user's
/// cache folder (`$XDG_CACHE_HOME/component-catalog/`, else `~/.cache/component-catalog/`).
///
/// Hashing a font file reads all of it (a Noto CJK collection is 20 MB, a few milliseconds),
/// and every process that records fonts did it again: each `catalog render` worker before
/// its first image, each test process that records a reference. An entry is used only while
/// the file is the one it was made from: the same path, size, modification time (to the
/// nanosecond), inode and device; a font package that is upgraded or a file that is edited
/// changes at least one of them, and its fingerprint is computed afresh. The store is a cache
/// and nothing more: a missing, unreadable or damaged file reads as empty, and a folder that
/// cannot be written is left alone (the fingerprints are then computed once per process, as
/// without it). Written atomically, so processes that add entries at once lose at worst an
/// entry, which is computed again.
package final class FontFingerprintStore: Sendable {
    /// What identifies one version of a file: when any of these differ, the file may differ.
    package struct Identity: Hashable, Sendable {
        package var size: UInt64
        package var modified: Int64
        package var modifiedNanoseconds: Int64
        package var inode: UInt64
        package var device: UInt64
    }

    /// The store in the user's cache folder, or nil when there is no home to put it in.
    package static let user: FontFingerprintStore? = defaultLocation().map(FontFingerprintStore.init(file:))

    /// The file the entries are kept in.
    package let file: String

    package init(file: String) {
        self.file = file
    }

    /// `$XDG_CACHE_HOME/component-catalog/font-fingerprints-v1.tsv` (an absolute
    /// `XDG_CACHE_HOME` only, as the XDG specification says), else the same under `~/.cache`.
    package static func defaultLocation() -> String? {
        let environment = ProcessInfo.processInfo.environment
        let base: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            base = cache
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        return base + "/component-catalog/font-fingerprints-v1.tsv"
    }

    /// The identity of the file at `path` now, or nil when it is not a regular file that
    /// can be looked at.
    package static func identity(of path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(size: UInt64(status.st_size), modified: Int64(status.st_mtim.tv_sec), modifiedNanoseconds: Int64(status.st_mtim.tv_nsec),
                        inode: UInt64(status.st_ino), device: UInt64(status.st_dev))
    }

    /// The fingerprint recorded for `path` when the file still has `identity`.
    package func fingerprint(of path: String, identity: Identity) -> String? {
        entries()[path].flatMap { $0.identity == identity ? $0.fingerprint : nil }
    }

    /// Records `fingerprint` for `path` as it is now (`identity`), keeping the other entries;
    /// quietly does nothing when the folder cannot be written.
    package func record(_ fingerprint: String, of path: String, identity: Identity) {
        var all = entries()
        all[path] = (identity, fingerprint)
        // Sorted by path, so that the same entries always make the same file.
        let lines = all.keys.sorted().compactMap { key -> String? in
            guard let (identity, fingerprint) = all[key] else { return nil }
            return [fingerprint, String(identity.size), String(identity.modified), String(identity.modifiedNanoseconds),
                    String(identity.inode), String(identity.device), key].joined(separator: "\t")
        }
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try AtomicFile.makeFolders(folder)
            try AtomicFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: file)
        } catch {
            // A cache that cannot be kept costs time, never a result.
        }
    }

    /// Every entry in the file: path → (identity, fingerprint). Lines that do not read as an
    /// entry (a damaged or foreign file) are skipped.
    package func entries() -> [String: (identity: Identity, fingerprint: String)] {
        guard let data = FileManager.default.contents(atPath: file) else { return [:] }
        var entries: [String: (identity: Identity, fingerprint: String)] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 6, omittingEmptySubsequences: false)
            guard fields.count == 7, fields[0].count == 32, fields[0].allSatisfy(\.isHexDigit),
                  let size = UInt64(fields[1]), let modified = Int64(fields[2]), let nanoseconds = Int64(fields[3]),
                  let inode = UInt64(fields[4]), let device = UInt64(fields[5]), fields[6].hasPrefix("/") else { continue }
            entries[String(fields[6])] = (Identity(size: size, modified: modified, modifiedNanoseconds: nanoseconds, inode: inode, device: device),
                                          String(fields[0]))
        }
        return entries
    }
}
