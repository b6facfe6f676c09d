/// Text on its way to a terminal: the one place that shows control characters, which a name,
/// a message or a `shape` text could otherwise use to move the cursor, retitle the window or
/// hide what follows, as visible escapes (`\u{1B}`) instead.
enum TerminalText {
    /// Whether `scalar` may not reach a terminal as it is: C0 controls (but tab, and the line
    /// feed when `keepingLineBreaks`), DEL, C1 controls (U+0080-U+009F, of which U+009B
    /// starts a control sequence), the line and paragraph separators and the bidirectional
    /// embeddings, overrides and isolates that reorder what is shown.
    static func needsEscape(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x0A: return !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` with each such character written as `\u{HEX}`. Backslashes stay as they are,
    /// so escaping twice changes nothing. A name in a one-line listing is escaped whole;
    /// a message keeps its line breaks (`keepingLineBreaks`).
    static func escape(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks: keepingLineBreaks) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingLineBreaks: keepingLineBreaks) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// JSON text (as `JSONEncoder` writes it, C0 controls already escaped) with the other
    /// characters above written as JSON escapes (`\u007F`): still the same JSON value, safe
    /// on a terminal. They can only stand inside strings, where such an escape is valid.
    static func json(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks: true) }) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar, keepingLineBreaks: true) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
