/// Escaping for text placed in HTML (markup through `XMLText`'s one escaping loop) and JSON
/// embedded in pages. (The pages' data goes in as JSON, through `scriptSafeJSON`, and their
/// scripts set it as text, never as markup.)
enum HTMLText {
    /// `text` safe as element content or a quoted attribute value. Control characters, which
    /// HTML does not allow in text, are shown as `\u{1B}`, as in `junit.xml` (`XMLText`).
    static func escape(_ text: String) -> String {
        XMLText.escape(text, html: true)
    }

    /// JSON safe inside a `<script>` element: no `<`, `>` or `&` can end the element or
    /// start a comment, and the line separators JavaScript rejects are escaped.
    static func scriptSafeJSON(_ json: String) -> String {
        // Byte by byte: every character replaced is ASCII, or U+2028 and U+2029, whose UTF-8
        // forms (E2 80 A8 and E2 80 A9) no other character's bytes contain; the rest is copied
        // as it is. (Scalar by scalar, a gallery's data took milliseconds.)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count + 64)
        var utf8 = json
        utf8.withUTF8 { source in
            var index = 0
            while index < source.count {
                let byte = source[index]
                switch byte {
                case UInt8(ascii: "<"): bytes.append(contentsOf: "\\u003c".utf8)
                case UInt8(ascii: ">"): bytes.append(contentsOf: "\\u003e".utf8)
                case UInt8(ascii: "&"): bytes.append(contentsOf: "\\u0026".utf8)
                case 0xE2 where index + 2 < source.count && source[index + 1] == 0x80 && (source[index + 2] == 0xA8 || source[index + 2] == 0xA9):
                    bytes.append(contentsOf: (source[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    index += 2
                default: bytes.append(byte)
                }
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A self-contained page of the catalog's site: the shared stylesheet inline, `body`
    /// (trusted markup) in a `<body class="bodyClass">`, `json` embedded in a
    /// `<script type="application/json" id="dataID">`, then the shared helpers and `script`.
    static func document(title: String, bodyClass: String, body: String, dataID: String, json: String, script: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        \(WebAssets.siteCSS)</style>
        </head>
        <body class="\(escape(bodyClass))">
        \(body)
        <script type="application/json" id="\(dataID)">\(scriptSafeJSON(json))</script>
        <script>
        \(WebAssets.siteJS)
        \(script)</script>
        </body>
        </html>

        """
    }
}
