import Foundation
import PixelDiff
import Synchronization
import ViewKit

/// What `Snapshots/` keeps beside each reference: the fonts it was rendered with and
/// fingerprints that let an identical snapshot pass without reading the reference back.
struct ReferenceSidecar: Encodable, Equatable {
    struct FontRecord: Encodable, Equatable {
        var family: String
        var style: String
        var file: String
        var index: Int
        var version: String
        /// Fingerprint of the font file's bytes.
        var hash: String
    }

    var format = 1
    /// Fingerprint of the reference file's bytes: the sidecar describes that file only.
    var referenceHash: String
    /// The snapshot's own fingerprint (pixels for images).
    var fingerprint: String?
    var fonts: [FontRecord]

    /// Reads a sidecar; `nil` when it is missing or unreadable (the reference is then read
    /// and compared in full). Parsed by hand: this is on every passing assertion's path.
    static func read(from path: String) -> ReferenceSidecar? {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["format"] as? Int == 1,
              let referenceHash = object["referenceHash"] as? String else { return nil }
        let fonts = (object["fonts"] as? [[String: Any]] ?? []).compactMap { font -> FontRecord? in
            guard let family = font["family"] as? String, let style = font["style"] as? String, let file = font["file"] as? String,
                  let index = font["index"] as? Int, let version = font["version"] as? String, let hash = font["hash"] as? String else { return nil }
            return FontRecord(family: family, style: style, file: file, index: index, version: version, hash: hash)
        }
        return ReferenceSidecar(referenceHash: referenceHash, fingerprint: object["fingerprint"] as? String, fonts: fonts)
    }

    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    static func fonts(_ faces: [FontFace]) -> [FontRecord] {
        faces.map { face in
            FontRecord(family: face.family, style: face.style, file: face.file, index: face.index,
                       version: face.version, hash: FontFileFingerprints.shared.fingerprint(of: face.file))
        }
    }

    /// A sentence naming the fonts that differ between the reference's and `current`, or
    /// `nil` when they are the same.
    static func fontChanges(recorded: [FontRecord], current: [FontRecord]) -> String? {
        var changes: [String] = []
        for old in recorded {
            if let new = current.first(where: { $0.family == old.family && $0.style == old.style }) {
                if new.hash != old.hash || new.version != old.version || new.file != old.file || new.index != old.index {
                    changes.append("\(old.family) \(old.style): recorded with version \(old.version) (\(old.file)#\(old.index), \(old.hash.prefix(12))), now version \(new.version) (\(new.file)#\(new.index), \(new.hash.prefix(12)))")
                }
            } else {
                changes.append("\(old.family) \(old.style) (version \(old.version), \(old.file)) was used for the reference and is not used now")
            }
        }
        for new in current where !recorded.contains(where: { $0.family == new.family && $0.style == new.style }) {
            changes.append("\(new.family) \(new.style) (version \(new.version), \(new.file)) is used now and was not for the reference")
        }
        guard !changes.isEmpty else { return nil }
        return "The fonts differ from those the reference was recorded with, so pixels may differ for that reason alone: " + changes.joined(separator: "; ") + "."
    }
}

/// Font file fingerprints, computed once per file per process (font files are large).
final class FontFileFingerprints: Sendable {
    static let shared = FontFileFingerprints()
    private let cache = Mutex<[String: String]>([:])

    func fingerprint(of path: String) -> String {
        if let known = cache.withLock({ $0[path] }) { return known }
        let value = (try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)).map(Fingerprint.of) ?? "unreadable"
        cache.withLock { $0[path] = value }
        return value
    }
}

