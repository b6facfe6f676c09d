import Foundation
internal import SnapshotStore

extension FuzzTarget {
    /// A file the store reads the sidecars from; each input replaces its bytes.
    private static let sidecarPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("fuzz-sidecar-\(ProcessInfo.processInfo.processIdentifier).json").path

    /// The fonts the comparisons below are made against.
    private static let currentFonts = [
        FontRecord(family: "Inter", style: "Regular", file: "Inter-Regular.otf", index: 0, version: "4.0", hash: "a1b2"),
        FontRecord(family: "Noto Sans CJK JP", style: "Regular", file: "NotoSansCJK-Regular.ttc", index: 0, version: "2.004", hash: "c3d4"),
    ]

    /// Reads `data` as a reference's sidecar file, as `verify` and `review` do, and compares
    /// its fonts with a set of current ones. Properties: a sidecar that is accepted can be
    /// written back and reads as the same sidecar; the font sentence is made for any fonts.
    @MainActor
    static func sidecar(_ data: Data) -> [String] {
        do {
            // Not atomic: an atomic write syncs the disk, which would cost more than the read.
            try data.write(to: URL(fileURLWithPath: sidecarPath))
        } catch {
            return ["could not write the input to \(sidecarPath): \(error)"]
        }
        guard let sidecar = ReferenceSidecar.read(from: sidecarPath) else { return [] }
        var problems: [String] = []
        if sidecar.format != 1 { problems.append("a sidecar of format \(sidecar.format) was accepted") }
        do {
            let written = try sidecar.data()
            if let again = try? JSONDecoder().decode(ReferenceSidecar.self, from: written), again == sidecar {
                // Round trip holds.
            } else {
                problems.append("the sidecar written back does not read as the same sidecar")
            }
        } catch {
            problems.append("an accepted sidecar cannot be written back: \(error)")
        }
        let changes = FontChange.changes(recorded: sidecar.fonts, current: currentFonts)
        _ = FontChange.sentence(for: changes)
        _ = changes.map(\.description)
        return problems
    }
}
