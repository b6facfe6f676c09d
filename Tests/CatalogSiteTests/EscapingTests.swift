@testable import CatalogSite
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Names and messages that hold control characters, markup and quotes, as a hostile catalog or
/// snapshot folder could name them, in the files a review writes.
@Suite("Escaping in the report's files")
struct EscapingTests {
    /// Control characters XML 1.0 cannot hold, the terminal's escape and bell, markup, quotes,
    /// and the line breaks an attribute would flatten.
    static let hostile = "a\u{1B}]0;pwned\u{7}\u{0}\u{8}\u{7F}\u{9B}<b>&\"'\n\tz"

    /// Whether `xml` is well-formed, as a JUnit consumer parses it; the parser's error if not.
    static func parse(_ xml: String) -> (ok: Bool, error: String) {
        let parser = XMLParser(data: Data(xml.utf8))
        let ok = parser.parse()
        return (ok, parser.parserError.map { "\($0)" } ?? "")
    }

    @Test("junit.xml stays well-formed with control characters in names and messages, shown visibly")
    func junitWithControlCharacters() {
        let item = ReviewItem(status: .changed, entry: Self.hostile, variant: Self.hostile, environment: "light-ja-L-2x",
                              reference: nil, image: nil, diff: nil, changedFraction: 1, changedPixels: 0, message: Self.hostile)
        let crashed = ReviewItem(status: .crashed, entry: "E", variant: "v", environment: "\u{1}", reference: nil, image: nil, diff: nil,
                                 changedFraction: 1, changedPixels: 0, message: "Fatal error: \u{1B}[2J")
        let xml = ReviewReport.junit([item, crashed])
        let parsed = Self.parse(xml)
        #expect(parsed.ok, "junit.xml is not well-formed: \(parsed.error)\n\(xml)")
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a raw control character is in junit.xml")
        #expect(xml.contains("a\\u{1B}]0;pwned\\u{7}\\u{0}\\u{8}\\u{7F}\\u{9B}&lt;b&gt;&amp;&quot;&apos;&#10;&#9;z"))
        #expect(xml.contains("message=\"Fatal error: \\u{1B}[2J\""))
    }

    @Test("HTML text shows control characters visibly and escapes markup")
    func html() {
        let escaped = HTMLText.escape(Self.hostile)
        #expect(escaped == "a\\u{1B}]0;pwned\\u{7}\\u{0}\\u{8}\\u{7F}\\u{9B}&lt;b&gt;&amp;&quot;&#39;\n\tz")
        let page = ReviewReport.page(json: "{}", title: Self.hostile)
        #expect(!page.contains("\u{1B}") && page.contains("<title>a\\u{1B}]0;pwned"))
    }

    @Test("Data embedded in a page cannot end its script element")
    func scriptJSON() {
        #expect(HTMLText.scriptSafeJSON(#"{"name":"</script><script>alert(1)</script>\#u{2028}"}"#)
            == #"{"name":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e\u2028"}"#)
        // The other separator and `&` are escaped; characters whose UTF-8 starts as theirs
        // does (the dash, the ellipsis) and Japanese text are kept as they are.
        #expect(HTMLText.scriptSafeJSON("{\"a\":\"x\u{2029}&—…日本語\u{2028}\"}")
            == "{\"a\":\"x\\u2029\\u0026—…日本語\\u2028\"}")
    }
}
