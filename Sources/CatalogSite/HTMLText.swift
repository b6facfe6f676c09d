/// Escaping for text placed in HTML.
enum HTMLText {
    /// `text` safe as element content or a quoted attribute value.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
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

    /// A self-contained page: `body` (trusted markup), `data` embedded as JSON in a
    /// `<script type="application/json" id="dataID">`, then `script`, which starts with the
    /// `el(tag, attrs, ...children)` helper that builds elements with `textContent` only.
    static func document(title: String, style: String, body: String, dataID: String, json: String, script: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(style)</style>
        </head>
        <body>
        \(body)
        <script type="application/json" id="\(dataID)">\(scriptSafeJSON(json))</script>
        <script>"use strict";
        function el(tag, attrs, ...children) {
          const node = document.createElement(tag);
          for (const [key, value] of Object.entries(attrs || {})) {
            if (key === "text") node.textContent = value; else node.setAttribute(key, value);
          }
          children.forEach(child => child && node.appendChild(child));
          return node;
        }
        \(script)</script>
        </body>
        </html>

        """
    }
}
