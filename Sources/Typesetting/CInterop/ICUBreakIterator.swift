import CLineBreak

/// Owns one ICU line-break iterator. Not thread-safe: `BreakIteratorPool` lends each to one
/// thread at a time.
final class ICUBreakIterator {
    private let iterator: OpaquePointer

    init(locale: String) throws(TextLayoutError) {
        var error = [CChar](repeating: 0, count: 64)
        let opened = clb_open(CLB_KIND_LINE, locale, &error, Int32(error.count))
        guard let opened else {
            let name = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .lineBreaking("ICU could not open a break iterator for \(locale): \(name)")
        }
        iterator = opened
    }

    deinit {
        clb_close(iterator)
    }

    /// The boundaries of `utf16` after offset 0, ending with its length.
    func boundaries(_ utf16: [UInt16]) throws(TextLayoutError) -> [Int32] {
        guard !utf16.isEmpty else { return [] }
        var out = [Int32](repeating: 0, count: utf16.count + 1)
        let count = utf16.withUnsafeBufferPointer { text in
            out.withUnsafeMutableBufferPointer { buffer in
                clb_boundaries(iterator, text.baseAddress, Int32(text.count), buffer.baseAddress, Int32(buffer.count))
            }
        }
        guard count >= 0 else { throw .lineBreaking("ICU failed to find break opportunities") }
        out.removeLast(out.count - min(Int(count), out.count))
        return out
    }

    /// The version of ICU in use, e.g. "72.1".
    static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        clb_icu_version(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
