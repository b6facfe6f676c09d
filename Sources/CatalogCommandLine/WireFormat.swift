/// The compact binary form in which a `catalog` command and its workers pass requests and
/// results (`WireEncoder`, `WireDecoder`): any `Codable` value, written as its own `encode(to:)`
/// says, with none of JSON's text to make and parse. Only this executable reads what it wrote,
/// in the same build, so the form has no version; a reply is sent as one line of base64.
///
/// A value is a tag byte and its body, little-endian:
/// - `null`, `false`, `true`: nothing more;
/// - `signed`: 8 bytes (every signed integer type); `unsigned`: 8 bytes; `double`: the 8
///   bytes of its bit pattern (a `Float` is widened);
/// - `string`: a 4-byte length and that many bytes of UTF-8;
/// - `keyed`: a 4-byte count, then each entry as its key (a 4-byte length and UTF-8) and its
///   value;
/// - `unkeyed`: a 4-byte count, then the values.
/// A reader steps over a value by reading it through (`WireDecoder`), so a writer never goes
/// back to fill in a length but a container's count.
enum WireFormat {
    enum Tag: UInt8 {
        case null = 0, no, yes, signed, unsigned, double, string, keyed, unkeyed
    }

    /// The bytes being written, shared by an encoder and every container it makes.
    final class Output {
        var bytes: [UInt8] = []

        init() {
            bytes.reserveCapacity(1_024)
        }

        func tag(_ tag: Tag) {
            bytes.append(tag.rawValue)
        }

        func word(_ value: UInt32) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        func long(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        /// A length and the UTF-8 of `text`.
        func text(_ text: String) {
            var text = text
            text.withUTF8 { utf8 in
                word(UInt32(utf8.count))
                bytes.append(contentsOf: utf8)
            }
        }

        func setWord(_ value: UInt32, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { raw in
                for index in 0..<4 { bytes[offset + index] = raw[index] }
            }
        }

        func readWord(at offset: Int) -> UInt32 {
            UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
        }
    }
}
