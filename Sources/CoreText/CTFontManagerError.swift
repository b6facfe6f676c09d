/// Why a font could not be registered or unregistered, Core Text's `CTFontManagerError`:
/// the `code` of the `CFError` the font manager hands back (in the domain
/// `kCTFontManagerErrorDomain`).
public enum CTFontManagerError: Int, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case exceededResourceLimit = 106
    case assetNotFound = 107
    case notRegistered = 201
    case inUse = 202
    case systemRequired = 203
    case registrationFailed = 301
    case missingEntitlement = 302
    case insufficientInfo = 303
    case cancelledByUser = 304
    case duplicatedName = 305
    case invalidFilePath = 306
    case unsupportedScope = 307
}

/// The domain of the errors the font manager hands back.
nonisolated(unsafe) public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain" as CFString

/// The `userInfo` key of a font manager error whose value is an array of the font URLs that
/// failed.
nonisolated(unsafe) public let kCTFontManagerErrorFontURLsKey: CFString = "CTFontManagerErrorFontURLs" as CFString
