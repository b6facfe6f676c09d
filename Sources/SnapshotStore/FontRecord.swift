import Foundation
package import Typesetting

/// A font face as the snapshot store records it beside a reference (and a gallery in its
/// manifest): enough to tell whether a machine draws text with the same font file.
package struct FontRecord: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The family the face was chosen as.
    package var family: String
    /// The face's style name, e.g. `Regular` or `Bold`.
    package var style: String
    /// The font file's path.
    package var file: String
    /// The face's index in a collection (`.ttc`).
    package var index: Int
    /// The font's revision as font tools print it, e.g. `2.004`.
    package var version: String
    /// A fingerprint of the font file's bytes.
    package var hash: String

    package init(family: String, style: String, file: String, index: Int, version: String, hash: String) {
        self.family = family
        self.style = style
        self.file = file
        self.index = index
        self.version = version
        self.hash = hash
    }

    /// The record of a loaded face; the file's fingerprint is computed once per process.
    package init(_ face: FontFace) {
        self.init(family: face.family, style: face.style, file: face.file, index: face.index, version: face.version,
                  hash: FontFileFingerprints.shared.fingerprint(of: face.file))
    }

    /// The records of `faces`, in order, without repeats.
    package static func records(of faces: [FontFace]) -> [FontRecord] {
        var seen = Set<FontFace>()
        return faces.filter { seen.insert($0).inserted }.map(FontRecord.init)
    }

    /// `Noto Sans CJK JP Bold 2.004`: how people name a face.
    package var displayName: String { "\(family) \(style) \(version)" }

    package var description: String { "\(family) \(style) (version \(version), \(file)#\(index))" }

    /// Whether `other` is the same face in the same font file (same family and style, and the
    /// same file, index, version and bytes).
    func isSameFile(as other: FontRecord) -> Bool {
        hash == other.hash && version == other.version && file == other.file && index == other.index
    }
}
