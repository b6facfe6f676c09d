/// Turns fuzzer bytes into text that stresses shaping and line breaking: each step takes a
/// byte that picks a kind of character (any scalar of any plane, combining marks, bidi
/// controls, emoji sequences, CJK, complex scripts, breaks and spaces, long runs, ...) and
/// the bytes after it that pick the character. Every input gives a valid string: a
/// surrogate code point, which a Swift string cannot hold, becomes U+FFFD as a decoder would
/// make an unpaired surrogate.
struct FuzzText {
    /// The most scalars an input makes (long runs included), to bound the time per input.
    static let maximumScalars = 2000

    private var bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    /// The text the bytes describe.
    static func string(from bytes: ArraySlice<UInt8>) -> String {
        var reader = FuzzText(bytes)
        return reader.read()
    }

    private mutating func next() -> UInt8? {
        bytes.popFirst()
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(next() ?? 0) % choices.count]
    }

    private mutating func number(_ byteCount: Int) -> UInt32 {
        (0..<byteCount).reduce(UInt32(0)) { value, _ in value << 8 | UInt32(next() ?? 0) }
    }

    private mutating func read() -> String {
        var scalars: [Unicode.Scalar] = []
        while scalars.count < Self.maximumScalars, let kind = next() {
            switch kind % 16 {
            case 0, 1, 2: scalars.append(Self.scalar(UInt32(next() ?? 0x20) & 0x7F))
            case 3: scalars.append(Self.scalar(UInt32(0x61 + Int(next() ?? 0) % 26)))
            case 4: scalars.append(Self.scalar(pick(Self.combiningBases) + UInt32(next() ?? 0) % 0x30))
            case 5: scalars.append(Self.scalar(pick(Self.bidiControls)))
            case 6: scalars += pick(Self.emojiSequences).map(Self.scalar)
            case 7: scalars.append(Self.scalar(pick(Self.cjkBases) + number(2) % 0x2000))
            case 8: scalars.append(Self.scalar(number(3) % 0x11_0000))
            case 9: scalars.append(Self.scalar(pick(Self.complexScriptBases) + UInt32(next() ?? 0) % 0x80))
            case 10: scalars += pick(Self.breaks).map(Self.scalar)
            case 11:
                // A long run of the last character (or of a space): up to 4080 of it.
                let count = Int(next() ?? 0) * 16
                let repeated = scalars.last ?? " "
                scalars += repeatElement(repeated, count: min(count, Self.maximumScalars - scalars.count))
            case 12: scalars.append(Self.scalar(pick(Self.specials) + UInt32(next() ?? 0) % 0x10))
            case 13: scalars.append(Self.scalar(pick(Self.kinsoku)))
            case 14: scalars.append(Self.scalar(UInt32(next() ?? 0) % 0x1_0000))
            default: scalars.append(Self.scalar(pick(Self.tags) + UInt32(next() ?? 0) % 0x60))
            }
        }
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars.prefix(Self.maximumScalars))
        return string
    }

    private static func scalar(_ value: UInt32) -> Unicode.Scalar {
        Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Starts of blocks of combining marks: general, Hebrew, Arabic, Devanagari signs,
    /// Thai, extended, supplement, symbols, half marks, and plane 1 ones (Kharoshthi,
    /// musical symbols).
    private static let combiningBases: [UInt32] = [0x0300, 0x0591, 0x064B, 0x0900, 0x0E31, 0x1AB0, 0x1DC0, 0x20D0, 0xFE20, 0x10A01, 0x1D165]
    private static let bidiControls: [UInt32] = [0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x061C]
    private static let emojiSequences: [[UInt32]] = [
        [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467, 0x200D, 0x1F466],  // family
        [0x1F44D, 0x1F3FD],                                              // thumbs up, skin tone
        [0x1F3F3, 0xFE0F, 0x200D, 0x1F308],                              // rainbow flag
        [0x1F1EF, 0x1F1F5],                                              // flag JP
        [0x1F1EF],                                                       // a lone regional indicator
        [0x1F3F4, 0xE0067, 0xE0062, 0xE0073, 0xE0063, 0xE0074, 0xE007F], // flag of Scotland (tags)
        [0x200D],                                                        // a lone ZWJ
        [0xFE0F],                                                        // a lone presentation selector
        [0x0031, 0xFE0F, 0x20E3],                                        // keycap 1
        [0x1F9D1, 0x1F3FF, 0x200D, 0x1F91D, 0x200D, 0x1F9D1, 0x1F3FB],  // people holding hands
        [0x2764, 0xFE0F, 0x200D, 0x1F525],                               // heart on fire
        [0x1F600], [0x263A], [0x1FAE0],
    ]
    /// Han (BMP and plane 2), hiragana and katakana, Hangul syllables and jamo, CJK
    /// compatibility, Yi.
    private static let cjkBases: [UInt32] = [0x4E00, 0x6000, 0x20000, 0x3040, 0x30A0, 0xAC00, 0x1100, 0xF900, 0xA000, 0x3000]
    /// Arabic, Hebrew, Devanagari, Bengali, Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian,
    /// Syriac, Tamil, Sinhala, Ethiopic, Javanese.
    private static let complexScriptBases: [UInt32] = [0x0600, 0x0590, 0x0900, 0x0980, 0x0E00, 0x0E80, 0x0F00, 0x1000, 0x1780, 0x1800, 0x0700, 0x0B80, 0x0D80, 0x1200, 0xA980]
    private static let breaks: [[UInt32]] = [
        [0x20], [0x20, 0x20, 0x20], [0x0A], [0x0D, 0x0A], [0x0D], [0x09], [0x0B], [0x0C], [0x85],
        [0x00A0], [0x2028], [0x2029], [0x200B], [0x00AD], [0x2060], [0x3000], [0x2011], [0x202F], [0xFEFF], [0x1680],
    ]
    /// Variation selectors, private use (BMP and planes 15 and 16), noncharacters,
    /// specials, replacement, tags, ideographic description, and the end of plane 16.
    private static let specials: [UInt32] = [0xFE00, 0xE0100, 0xE000, 0xF0000, 0x10FFF0, 0xFDD0, 0xFFF0, 0x1FFF0, 0x2FF0, 0xD7F0]
    private static let kinsoku: [UInt32] = [
        0x3001, 0x3002, 0x300C, 0x300D, 0x30FC, 0x3041, 0x3083, 0x3063, 0x30C3, 0x309D, 0x3005, 0xFF01, 0xFF1F, 0xFF08, 0xFF09, 0x2026, 0x2025,
    ]
    /// Tags, Latin Extended, Cyrillic, Greek: a tail of assorted blocks.
    private static let tags: [UInt32] = [0xE0020, 0x0100, 0x0400, 0x0370, 0x1E00, 0x2000, 0x2190, 0x1F000]
}
