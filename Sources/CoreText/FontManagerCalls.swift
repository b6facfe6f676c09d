internal import Typesetting

/// What the font manager's functions share: turning a URL into a path, and a registry
/// failure into the `CFError` Core Text hands back.
enum FontManagerCalls {
    /// Runs `body` on the file path of `fontURL`; on failure fills `error` (when given) and
    /// returns false.
    static func perform(on fontURL: CFURL, error: UnsafeMutablePointer<Unmanaged<CFError>?>?,
                        _ body: (String) throws(FontRegistry.Failure) -> Void) -> Bool {
        guard fontURL.isFileURL, let path = fontURL.path else {
            error?.pointee = Unmanaged.passRetained(makeError(.invalidFilePath, url: fontURL,
                                                              message: "\(fontURL) is not a file URL; fonts are registered from files."))
            return false
        }
        do throws(FontRegistry.Failure) {
            try body(path)
            return true
        } catch let failure {
            let code: CTFontManagerError
            switch failure {
            case .fileNotFound: code = .fileNotFound
            case .invalidFontData: code = .invalidFontData
            case .alreadyRegistered: code = .alreadyRegistered
            case .notRegistered: code = .notRegistered
            }
            error?.pointee = Unmanaged.passRetained(makeError(code, url: fontURL, message: failure.description))
            return false
        }
    }

    /// A font manager error for `url`.
    static func makeError(_ code: CTFontManagerError, url: CFURL, message: String) -> CFError {
        NSError(domain: kCTFontManagerErrorDomain as String, code: code.rawValue,
                userInfo: [NSLocalizedDescriptionKey: message, kCTFontManagerErrorFontURLsKey as String: [url]])
    }

    /// The URLs in an array of `URL`s or `NSURL`s.
    static func urls(in array: CFArray) -> [NSURL] {
        array.compactMap { element -> NSURL? in
            if let url = element as? NSURL { return url }
            if let url = element as? URL { return url as NSURL }
            return nil
        }
    }
}
