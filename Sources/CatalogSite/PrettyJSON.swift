/// JSON text laid out as `JSONEncoder`'s `.prettyPrinted` lays it out, from the compact text of
/// the same value: two spaces an indent level, `"key" : value`, one value a line, and an empty
/// list or object as an opening line, an empty line and a closing one. Encoding a manifest
/// once compact (for the page) and laying that out (for `manifest.json`) gives the bytes a
/// second, pretty encoding gave, at the cost of a copy: the tests hold the two equal.
package enum PrettyJSON {
    /// `compact` (JSON with no whitespace outside strings, as `JSONEncoder` writes it without
    /// `.prettyPrinted`) laid out.
    package static func layOut(_ compact: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(compact.count * 2)
        var depth = 0
        var inString = false, escaped = false
        func newline(_ depth: Int) {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(0x20, count: 2 * depth))
        }
        var index = 0
        let count = compact.count
        while index < count {
            let byte = compact[index]
            if inString {
                out.append(byte)
                if escaped {
                    escaped = false
                } else if byte == 0x5C {   // backslash
                    escaped = true
                } else if byte == 0x22 {   // closing quote
                    inString = false
                }
                index += 1
                continue
            }
            switch byte {
            case 0x22:   // opening quote
                inString = true
                out.append(byte)
            case 0x7B, 0x5B:   // { [
                out.append(byte)
                let closing: UInt8 = byte == 0x7B ? 0x7D : 0x5D
                if index + 1 < count && compact[index + 1] == closing {
                    // Empty: "[", an empty line, "]" at this depth.
                    out.append(0x0A)
                    newline(depth)
                    out.append(closing)
                    index += 1
                } else {
                    depth += 1
                    newline(depth)
                }
            case 0x7D, 0x5D:   // } ]
                depth -= 1
                newline(depth)
                out.append(byte)
            case 0x2C:   // ,
                out.append(byte)
                newline(depth)
            case 0x3A:   // :
                out.append(contentsOf: [0x20, 0x3A, 0x20])
            default:
                out.append(byte)
            }
            index += 1
        }
        return out
    }
}
