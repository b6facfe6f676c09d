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
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
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
