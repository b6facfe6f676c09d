import Foundation
internal import FileSafety

/// The JSON file the store keeps beside each reference: the fonts the reference was rendered
/// with, and fingerprints of the reference file and its pixels for tools. It travels with the
/// reference, so no snapshot passes on it: the verifier decodes the reference.
package struct ReferenceSidecar: Codable, Equatable, Sendable {
    /// The sidecar format's version.
    package var format = 1
    /// Fingerprint of the reference file's bytes: the sidecar describes that file only.
    package var referenceHash: String
    /// The snapshot's own fingerprint (its pixels, for images).
    package var fingerprint: String?
    /// The font faces the snapshot's text used.
    package var fonts: [FontRecord]

    package init(referenceHash: String, fingerprint: String?, fonts: [FontRecord]) {
        self.referenceHash = referenceHash
        self.fingerprint = fingerprint
        self.fonts = fonts
    }

    /// The most a sidecar file may hold (it lists a few fonts).
    static let sizeLimit = 1 << 20

    /// The sidecar at `path`; `nil` when it is missing, not a regular file, unreadable, too
    /// large or of another format (its font notes are then left out, and the sidecar written
    /// again when the reference matches).
    package static func read(from path: String) -> ReferenceSidecar? {
        let data: Data
        do {
            data = try FileReading.contents(of: path, limit: sizeLimit)
        } catch {
            return nil
        }
        do {
            let sidecar = try JSONDecoder().decode(ReferenceSidecar.self, from: data)
            return sidecar.format == 1 ? sidecar : nil
        } catch {
            // A damaged sidecar only loses its font notes; the reference itself decides.
            return nil
        }
    }

    /// The file's bytes: sorted keys, one key a line, so diffs in review stay small.
    package func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
