/// Escaping for text placed in XML (`junit.xml`): the one place that makes names and messages
/// safe there. XML 1.0 cannot hold most C0 control characters at all, not even as character
/// references, so those (with DEL and the C1 controls, which it discourages) are written as
/// visible text, `\u{1B}`; the file stays well-formed whatever a name holds.
enum XMLText {
    /// `text` safe as element content or a quoted attribute value.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x22: result += "&quot;"
            case 0x27: result += "&apos;"
            // Allowed, but an attribute value would turn them into spaces.
            case 0x09: result += "&#9;"
            case 0x0A: result += "&#10;"
            case 0x0D: result += "&#13;"
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
