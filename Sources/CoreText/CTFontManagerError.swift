/// Why a font could not be registered or unregistered, Core Text's `CTFontManagerError`:
/// the `code` of the `CFError` the font manager hands back (in the domain
/// `kCTFontManagerErrorDomain`).
public enum CTFontManagerError: Int, Sendable {
    /// The file does not exist.
    case fileNotFound = 101
    /// The file cannot be read.
    case insufficientPermissions = 102
    /// The file is not a font format that is supported.
    case unrecognizedFormat = 103
    /// The file holds no font data that can be used.
    case invalidFontData = 104
    /// The file is registered already.
    case alreadyRegistered = 105
    /// Too many fonts are registered.
    case exceededResourceLimit = 106
    /// A font asset was not found.
    case assetNotFound = 107
    /// The file is not registered (so it cannot be unregistered).
    case notRegistered = 201
    /// The font is in use and cannot be unregistered.
    case inUse = 202
    /// The system needs the font.
    case systemRequired = 203
    /// Registration failed for another reason.
    case registrationFailed = 301
    /// An entitlement is missing.
    case missingEntitlement = 302
    /// A font descriptor does not say which file.
    case insufficientInfo = 303
    /// The user cancelled.
    case cancelledByUser = 304
    /// Another font has the same name.
    case duplicatedName = 305
    /// The URL is not a usable file path.
    case invalidFilePath = 306
    /// The scope is not supported.
    case unsupportedScope = 307
}

/// The domain of the errors the font manager hands back.
nonisolated(unsafe) public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain" as CFString

/// The `userInfo` key of a font manager error whose value is an array of the font URLs that
/// failed.
nonisolated(unsafe) public let kCTFontManagerErrorFontURLsKey: CFString = "CTFontManagerErrorFontURLs" as CFString
