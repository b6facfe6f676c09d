/// Why fonts could not be found or loaded.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A declared family is not installed.
    case familyNotInstalled(family: String, debianPackage: String?)
    /// A font file could not be read or is not a font.
    case unreadableFontFile(String)
    /// fontconfig failed to set up.
    case fontconfig(String)

    public var description: String {
        switch self {
        case let .familyNotInstalled(family, package):
            let install = package.map { "Install it with `apt-get install \($0)`" } ?? "Install a package that provides it"
            return "Font family \"\(family)\" is not installed. \(install), or put its files in a font directory the typesetter scans."
        case let .unreadableFontFile(file):
            return "Cannot read the font file \(file): it is missing, unreadable or not a font. Reinstall the package that owns it (`dpkg -S \(file)`)."
        case let .fontconfig(message):
            return "fontconfig failed: \(message)."
        }
    }
}
