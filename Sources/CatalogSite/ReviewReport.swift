package import FileSafety
import Foundation

/// The files of a review: `index.html` (self-contained, works from `file://`),
/// `review.json` and `junit.xml`.
package enum ReviewReport {
    /// Counts by status.
    package static func counts(_ items: [ReviewItem]) -> [ReviewItem.Status: Int] {
        var counts: [ReviewItem.Status: Int] = [:]
        for status in ReviewItem.Status.allCases { counts[status] = items.filter { $0.status == status }.count }
        return counts
    }

    /// Writes `index.html`, `review.json` and `junit.xml` into `directory`, locked meanwhile
    /// (`OwnedFolder`).
    package static func write(_ items: [ReviewItem], fontNotice: String?, title: String, into directory: String) throws {
        let folder = try OwnedFolder.open(directory)
        defer { folder.close() }
        try write(items, fontNotice: fontNotice, title: title, into: folder)
    }

    /// Writes `index.html`, `review.json` and `junit.xml` into `folder`, opened by the run.
    package static func write(_ items: [ReviewItem], fontNotice: String?, title: String, into folder: OwnedFolder) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        struct Document: Encodable {
            var title: String
            var fontNotice: String?
            var counts: [String: Int]
            var items: [ReviewItem]
        }
        // Crashes are counted only when there are some, so a review without any has the
        // bytes it always had.
        let counts = Dictionary(uniqueKeysWithValues: Self.counts(items).filter { $0.key != .crashed || $0.value > 0 }.map { ($0.key.rawValue, $0.value) })
        let document = Document(title: title, fontNotice: fontNotice, counts: counts, items: items)
        let json: Data
        do {
            json = try encoder.encode(document)
        } catch {
            throw GalleryError.writing(folder.path, error)
        }
        try folder.write(json + Data("\n".utf8), to: "review.json")
        try folder.write(Data(page(json: String(decoding: json, as: UTF8.self), title: title).utf8), to: "index.html")
        try folder.write(Data(junit(items).utf8), to: "junit.xml")
    }

    /// JUnit XML: one test case per image; changed, new and removed images fail, crashed
    /// ones are errors. Every name and message goes through `XMLText`.
    static func junit(_ items: [ReviewItem]) -> String {
        let errors = items.filter { $0.status == .crashed }.count
        let failures = items.filter { $0.status != .unchanged }.count - errors
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites>\n<testsuite name=\"catalog verify\" tests=\"\(items.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for item in items {
            let name = XMLText.escape("\(item.variant) \(item.environment)")
            xml += "  <testcase classname=\"\(XMLText.escape(item.entry))\" name=\"\(name)\""
            if item.status == .unchanged {
                xml += "/>\n"
            } else {
                let element = item.status == .crashed ? "error" : "failure"
                xml += ">\n    <\(element) type=\"\(item.status.rawValue)\" message=\"\(XMLText.escape(item.message))\"/>\n  </testcase>\n"
            }
        }
        xml += "</testsuite>\n</testsuites>\n"
        return xml
    }

    static func page(json: String, title: String) -> String {
        HTMLText.document(title: title, bodyClass: "review", body: """
            <header class="top"><h1>\(HTMLText.escape(title))</h1><div id="counts"></div><div id="decisions" hidden></div></header>
            <p id="fonts" class="notice" hidden></p>
            <main id="items"></main>
            """, dataID: "review-data", json: json, script: WebAssets.reviewJS)
    }
}
