import QuartzCore
internal import Typesetting

// Core Text's font manager: registering the font files an app or a design-system package
// ships, so `UIFont(name:size:)` finds them by PostScript name and family name, on every
// thread, from the next lookup on. Registration goes through Typesetting's `FontRegistry`.

/// Registers the fonts in the file at `fontURL` for `scope` (every scope registers for this
/// process on Linux). False, with a `CFError` in `error` when given, when the file is
/// missing, is not a font, or is registered already, as on iOS.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontManagerCalls.perform(on: fontURL, error: error) { path throws(FontRegistry.Failure) in
        try FontRegistry.register(fileAt: path)
    }
}

/// Unregisters the fonts of the file at `fontURL`. False, with a `CFError` in `error` when
/// given, when the file was not registered.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontManagerCalls.perform(on: fontURL, error: error) { path throws(FontRegistry.Failure) in
        try FontRegistry.unregister(fileAt: path)
    }
}

/// Registers the fonts of every file in `fontURLs` (an array of URLs). False when any
/// failed; `errors` then holds an array of one `CFError` for each failure.
@discardableResult
public func CTFontManagerRegisterFontsForURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope,
                                              _ errors: UnsafeMutablePointer<Unmanaged<CFArray>?>?) -> Bool {
    var failures: [CFError] = []
    for url in FontManagerCalls.urls(in: fontURLs) {
        var error: Unmanaged<CFError>?
        if !CTFontManagerRegisterFontsForURL(url, scope, &error), let failure = error?.takeRetainedValue() { failures.append(failure) }
    }
    if !failures.isEmpty { errors?.pointee = Unmanaged.passRetained(failures as NSArray) }
    return failures.isEmpty
}

/// Unregisters the fonts of every file in `fontURLs`. False when any failed.
@discardableResult
public func CTFontManagerUnregisterFontsForURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope,
                                                _ errors: UnsafeMutablePointer<Unmanaged<CFArray>?>?) -> Bool {
    var failures: [CFError] = []
    for url in FontManagerCalls.urls(in: fontURLs) {
        var error: Unmanaged<CFError>?
        if !CTFontManagerUnregisterFontsForURL(url, scope, &error), let failure = error?.takeRetainedValue() { failures.append(failure) }
    }
    if !failures.isEmpty { errors?.pointee = Unmanaged.passRetained(failures as NSArray) }
    return failures.isEmpty
}

/// Registers a font made from data (`CGFont(CGDataProvider(data:))`). On Linux a `CGFont`
/// only carries a name, not the font's bytes, so this registers nothing and reports
/// `.invalidFontData`: register the font's file with `CTFontManagerRegisterFontsForURL`.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let message = "CTFontManagerRegisterGraphicsFont cannot register \(font.name) on Linux (a CGFont carries no font data here); "
        + "register the font's file with CTFontManagerRegisterFontsForURL instead."
    RenderIssues.report(message)
    error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain as String, code: CTFontManagerError.invalidFontData.rawValue,
                                                    userInfo: [NSLocalizedDescriptionKey: message]))
    return false
}
