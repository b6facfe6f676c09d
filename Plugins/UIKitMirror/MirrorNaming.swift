import Foundation

/// The names `uikit-mirror` gives its files (`MirrorFileName` in UIKitMirrorCore, which a
/// plugin cannot link): the two must change together.
enum MirrorNaming {
    static let designables = "IBDesignables.swift"
    static let moduleMembers = "UIKitMirrorModuleMembers.swift"
    static let localization = "UIKitMirrorLocalization.swift"
    /// The String Catalog written beside a copied document that has string tables.
    static func stringsCatalog(of documentFileName: String) -> String { documentFileName + ".strings.json" }
    /// The folder of the plugin's work directory the documents are copied to.
    static let documentsFolder = "InterfaceBuilder"

    /// `Components/Card.swift` under `root` → `Components_Card.mirror.swift`.
    static func name(for path: String, root: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        var relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        while relative.hasPrefix("/") { relative.removeFirst() }
        if relative.hasSuffix(".swift") { relative.removeLast(".swift".count) }
        return relative.replacingOccurrences(of: "/", with: "_") + ".mirror.swift"
    }

    /// A file URL's path without a trailing slash.
    static func path(of url: URL) -> String {
        let path = url.path(percentEncoded: false)
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
