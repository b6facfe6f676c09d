/// Why an Interface Builder document could not be read, in words that say what to do.
package enum IBDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The XML is not well formed (a merge conflict left in it, a cut-off file).
    case malformedXML(document: String, line: Int, reason: String)
    /// The XML is not an Interface Builder document of iOS.
    case notAnInterfaceBuilderDocument(document: String, rootElement: String)
    /// A document of the old binary-era archive format (before Xcode 5).
    case legacyFormat(document: String)
    /// The file could not be read (permissions, a folder of that name).
    case unreadable(document: String, reason: String)

    package var description: String {
        switch self {
        case let .malformedXML(document, line, reason):
            return "\(document) is not well-formed XML (line \(line): \(reason)). Open it in Xcode, or look for a merge conflict left in it."
        case let .notAnInterfaceBuilderDocument(document, root):
            return "\(document) is not an iOS Interface Builder document: its root element is <\(root)>, not <document type=\"com.apple.InterfaceBuilder3.CocoaTouch...\">."
        case let .legacyFormat(document):
            return "\(document) is in the archive format of Xcode 4 and earlier. Open it in a current Xcode and save it to upgrade it to the XML document format."
        case let .unreadable(document, reason):
            return "\(document) could not be read (\(reason)). Check that it is a file this user can read."
        }
    }
}
