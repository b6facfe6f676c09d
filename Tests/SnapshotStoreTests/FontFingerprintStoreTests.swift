import Foundation
import PixelDiff
import Testing
import SnapshotStore

/// Font fingerprints kept between processes: used only while the file is the one they were
/// made from, and never a reason for a wrong fingerprint or a failure.
@Suite("Font fingerprints kept between processes")
struct FontFingerprintStoreTests {
    @Test("A fingerprint is stored, and a later process takes it from the store while the file is unchanged")
    func storedAndReused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let font = folder.path + "/Font.ttc", storeFile = folder.path + "/cache/fingerprints.tsv"
        try folder.write("font bytes", to: font)
        let store = FontFingerprintStore(file: storeFile)
        let computed = FontFileFingerprints(store: store).fingerprint(of: font)
        #expect(computed == Fingerprint.of(Data("font bytes".utf8)))
        let identity = try #require(FontFingerprintStore.identity(of: font))
        #expect(store.fingerprint(of: font, identity: identity) == computed)
        // A stored value the file's bytes would not give shows that the next process read
        // the store instead of the file.
        let planted = String(repeating: "ab", count: 16)
        store.record(planted, of: font, identity: identity)
        #expect(FontFileFingerprints(store: store).fingerprint(of: font) == planted)
    }

    @Test("A file that changed is read again: its stored fingerprint is not used")
    func changedFileIsReadAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let font = folder.path + "/Font.ttc"
        try folder.write("version 1", to: font)
        let store = FontFingerprintStore(file: folder.path + "/fingerprints.tsv")
        #expect(FontFileFingerprints(store: store).fingerprint(of: font) == Fingerprint.of(Data("version 1".utf8)))
        // Another size, and another file (inode) as a package upgrade makes it.
        try FileManager.default.removeItem(atPath: font)
        try folder.write("version 2, longer", to: font)
        #expect(FontFileFingerprints(store: store).fingerprint(of: font) == Fingerprint.of(Data("version 2, longer".utf8)))
        let identity = try #require(FontFingerprintStore.identity(of: font))
        #expect(store.fingerprint(of: font, identity: identity) == Fingerprint.of(Data("version 2, longer".utf8)))
    }

    @Test("A damaged store reads as empty, and a store that cannot be written costs nothing but time")
    func damagedOrUnwritable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let font = folder.path + "/Font.ttc"
        try folder.write("bytes", to: font)
        let damaged = folder.path + "/damaged.tsv"
        try folder.write("not\ta store\n\u{0}\u{1}garbage\n", to: damaged)
        #expect(FontFingerprintStore(file: damaged).entries().isEmpty)
        #expect(FontFileFingerprints(store: FontFingerprintStore(file: damaged)).fingerprint(of: font) == Fingerprint.of(Data("bytes".utf8)))
        // The store's folder would have to be where a file is.
        let blocked = FontFingerprintStore(file: font + "/fingerprints.tsv")
        #expect(FontFileFingerprints(store: blocked).fingerprint(of: font) == Fingerprint.of(Data("bytes".utf8)))
        #expect(blocked.entries().isEmpty)
        // A file that is not there is unreadable, and nothing is stored for it.
        let store = FontFingerprintStore(file: folder.path + "/fingerprints.tsv")
        #expect(FontFileFingerprints(store: store).fingerprint(of: folder.path + "/missing.ttc") == "unreadable")
        #expect(store.entries().isEmpty)
    }
}
