import Foundation
import Testing
import SnapshotStore

/// Font records beside references: what changed, said as a developer reads it, and the
/// sidecar that carries them.
@Suite("Font records and sidecars")
struct FontRecordTests {
    static func face(_ style: String, version: String = "2.004", hash: String = "aaaa", file: String = "/fonts/NotoSansCJK.ttc") -> FontRecord {
        FontRecord(family: "Noto Sans CJK JP", style: style, file: file, index: 0, version: version, hash: hash)
    }

    @Test("Changes are found by family and style: another file, a face only then, a face only now")
    func changes() {
        let recorded = [Self.face("Regular", version: "2.001", hash: "old"), Self.face("Bold")]
        let current = [Self.face("Regular"), Self.face("Medium")]
        let changes = FontChange.changes(recorded: recorded, current: current)
        #expect(changes == [.changed(recorded: recorded[0], current: current[0]), .onlyRecorded(recorded[1]), .onlyCurrent(current[1])])
        let sentence = try? #require(FontChange.sentence(for: changes))
        #expect(sentence?.hasPrefix("The fonts differ from those the reference was recorded with") == true)
        #expect(sentence?.contains("Noto Sans CJK JP Regular: recorded with version 2.001") == true)
        #expect(sentence?.contains("Noto Sans CJK JP Medium (version 2.004, /fonts/NotoSansCJK.ttc) is used now") == true)
    }

    @Test("The same faces are no change, in any order")
    func same() {
        let faces = [Self.face("Regular"), Self.face("Bold")]
        #expect(FontChange.changes(recorded: faces, current: faces.reversed()).isEmpty)
        #expect(FontChange.sentence(for: []) == nil)
    }

    @Test("A sidecar reads back what was written; a damaged or foreign one reads as none")
    func sidecarRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sidecar = ReferenceSidecar(referenceHash: "0123", fingerprint: "80x40-abcd", fonts: [Self.face("Regular")])
        let path = folder.path + "/a.json"
        try sidecar.data().write(to: URL(fileURLWithPath: path))
        #expect(ReferenceSidecar.read(from: path) == sidecar)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"family\" : \"Noto Sans CJK JP\""), "keys are spelled out for review")
        try folder.write("{\"format\": 1, \"referenceHash\": ", to: path)
        #expect(ReferenceSidecar.read(from: path) == nil)
        try folder.write("{\"format\": 2, \"referenceHash\": \"x\", \"fonts\": []}", to: path)
        #expect(ReferenceSidecar.read(from: path) == nil)
        #expect(ReferenceSidecar.read(from: folder.path + "/missing.json") == nil)
    }
}
