/// How the fonts of a snapshot differ from those its reference was recorded with: a face
/// whose file changed, a face used only then, or one used only now. Faces are matched by
/// family and style.
package enum FontChange: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The same family and style, from another file, version or bytes.
    case changed(recorded: FontRecord, current: FontRecord)
    /// A face the reference used that is not used now.
    case onlyRecorded(FontRecord)
    /// A face used now that the reference did not use.
    case onlyCurrent(FontRecord)

    /// The changes from `recorded` to `current`, recorded faces first, in their order.
    package static func changes(recorded: [FontRecord], current: [FontRecord]) -> [FontChange] {
        var changes: [FontChange] = []
        for old in recorded {
            if let new = current.first(where: { $0.family == old.family && $0.style == old.style }) {
                if !new.isSameFile(as: old) { changes.append(.changed(recorded: old, current: new)) }
            } else {
                changes.append(.onlyRecorded(old))
            }
        }
        for new in current where !recorded.contains(where: { $0.family == new.family && $0.style == new.style }) {
            changes.append(.onlyCurrent(new))
        }
        return changes
    }

    /// A sentence for a snapshot failure naming `changes`, or `nil` when there are none.
    package static func sentence(for changes: [FontChange]) -> String? {
        guard !changes.isEmpty else { return nil }
        return "The fonts differ from those the reference was recorded with, so pixels may differ for that reason alone: "
            + changes.map(\.description).joined(separator: "; ") + "."
    }

    package var description: String {
        switch self {
        case let .changed(old, new):
            return "\(old.family) \(old.style): recorded with version \(old.version) (\(old.file)#\(old.index), \(old.hash.prefix(12))), "
                + "now version \(new.version) (\(new.file)#\(new.index), \(new.hash.prefix(12)))"
        case let .onlyRecorded(old):
            return "\(old.family) \(old.style) (version \(old.version), \(old.file)) was used for the reference and is not used now"
        case let .onlyCurrent(new):
            return "\(new.family) \(new.style) (version \(new.version), \(new.file)) is used now and was not for the reference"
        }
    }
}
