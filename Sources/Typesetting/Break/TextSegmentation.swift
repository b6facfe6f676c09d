import CLineBreak

/// Where text divides into user-perceived characters, words and sentences (UAX #29 through
/// ICU, with its dictionaries for Japanese and Chinese words): what text input tokenizers
/// move by. Offsets are UTF-16 code units, as NSString and UIKit's text positions count.
public enum TextSegmentation {
    /// The unit text divides into.
    public enum Unit: Sendable {
        case character, word, sentence

        var kind: clb_kind {
            switch self {
            case .character: return CLB_KIND_CHARACTER
            case .word: return CLB_KIND_WORD
            case .sentence: return CLB_KIND_SENTENCE
            }
        }
    }

    /// The boundaries of `utf16` for `unit` in `locale` ("ja", "en"): 0, every boundary in
    /// increasing order, and the length. Empty text has the one boundary 0.
    public static func boundaries(of utf16: [UInt16], by unit: Unit, locale: String = "") throws(TextLayoutError) -> [Int] {
        guard !utf16.isEmpty else { return [0] }
        var error = [CChar](repeating: 0, count: 64)
        guard let iterator = clb_open(unit.kind, locale, &error, Int32(error.count)) else {
            let name = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .lineBreaking("ICU could not open a \(unit) break iterator for '\(locale)': \(name)")
        }
        defer { clb_close(iterator) }
        var out = [Int32](repeating: 0, count: utf16.count + 1)
        let count = utf16.withUnsafeBufferPointer { text in
            out.withUnsafeMutableBufferPointer { buffer in
                clb_boundaries(iterator, text.baseAddress, Int32(text.count), buffer.baseAddress, Int32(buffer.count))
            }
        }
        guard count >= 0 else { throw .lineBreaking("ICU failed to find \(unit) boundaries") }
        return [0] + out.prefix(min(Int(count), out.count)).map(Int.init)
    }
}
