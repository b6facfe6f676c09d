import Foundation

/// The names of the files the mirror writes. The `UIKitMirror` plugin computes the same
/// names (it cannot link this module), so the two must change together.
public enum MirrorFileName {
    /// The file the designables are written to.
    public static let designables = "IBDesignables.swift"

    /// The file the module's `UIKitMirrorModuleMembers` class is written to (always).
    public static let moduleMembers = "UIKitMirrorModuleMembers.swift"

    /// The file the module's own `NSLocalizedString` is written to (always).
    public static let localization = "UIKitMirrorLocalization.swift"

    /// The mirror's name for the source at `path`: its path relative to `root` with `/` as
    /// `_` and `.swift` as `.mirror.swift` (`Components/Card.swift` →
    /// `Components_Card.mirror.swift`). A path outside `root` keeps its whole path.
    public static func name(for path: String, root: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        var relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        while relative.hasPrefix("/") { relative.removeFirst() }
        if relative.hasSuffix(".swift") { relative.removeLast(".swift".count) }
        return relative.replacingOccurrences(of: "/", with: "_") + ".mirror.swift"
    }

    /// The names two or more of `paths` would share, with those paths: such sources must be
    /// renamed, since one module cannot compile two files of the same name.
    public static func collisions(of paths: [String], root: String) -> [String: [String]] {
        Dictionary(grouping: paths) { name(for: $0, root: root) }.filter { $0.value.count > 1 }
    }
}
