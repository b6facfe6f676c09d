import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the XML of an Interface Builder document into its element tree.
package enum IBDocumentParser {
    /// The root element of `data`, an Interface Builder document named `name` (for
    /// messages). Throws when the XML is not well formed.
    package static func root(of data: Data, name: String) throws(IBDocumentError) -> IBElement {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        guard parsed, let root = builder.root else {
            let reason = builder.failure ?? parser.parserError.map { String(describing: $0) } ?? "the document ends early"
            throw .malformedXML(document: name, line: max(1, parser.lineNumber), reason: reason)
        }
        return root
    }

    /// Builds the tree from the parser's events.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        /// The open elements, innermost last.
        var open: [IBElement] = []
        var root: IBElement?
        var failure: String?
        /// The index the next element gets (document order).
        var nextIndex = 0

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(IBElement(name: elementName, attributes: attributes, line: parser.lineNumber, index: nextIndex))
            nextIndex += 1
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = open.popLast() else { return }
            if open.isEmpty {
                root = element
            } else {
                open[open.count - 1].children.append(element)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !open.isEmpty else { return }
            open[open.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard !open.isEmpty else { return }
            open[open.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if failure == nil { failure = Self.describe(parseError) }
        }

        /// libxml2's error, in words where it has a code we know.
        static func describe(_ error: any Error) -> String {
            let code = (error as NSError).code
            switch code {
            case 5: return "the document ends before its elements are closed"
            case 76: return "an element is closed that was not the last one opened"
            case 4: return "the document is empty or is not XML"
            default: return "XML parser error \(code)"
            }
        }
    }
}
