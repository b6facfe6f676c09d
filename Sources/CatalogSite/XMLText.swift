/// Escaping for text placed in XML (`junit.xml`) and HTML: the one place that makes names and
/// messages safe in markup. XML 1.0 cannot hold most C0 control characters at all, not even
/// as character references, and HTML does not allow them in text, so those (with DEL and the
/// C1 controls, which XML discourages) are written as visible text, `\u{1B}`; a file stays
/// well-formed whatever a name holds.
enum XMLText {
    /// `text` safe as XML element content or a quoted attribute value.
    static func escape(_ text: String) -> String {
        escape(text, html: false)
    }

    /// `text` safe as element content or a quoted attribute value in XML, or with `html` in
    /// HTML: there the apostrophe is `&#39;` and tab and line breaks stay as they are, where
    /// XML writes them as character references (an attribute value would turn them into
    /// spaces).
    static func escape(_ text: String, html: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x22: result += "&quot;"
            case 0x27: result += html ? "&#39;" : "&apos;"
            case 0x09, 0x0A, 0x0D: result += html ? String(scalar) : "&#\(scalar.value);"
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
