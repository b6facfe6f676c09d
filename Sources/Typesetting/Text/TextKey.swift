/// A cache key for a styled text, by its exact bytes: Swift's `String` equality treats
/// canonically equivalent strings ("é" and "e\u{301}") as equal, but they set different
/// glyphs. The hash is computed once, since a miss looks the key up and then inserts it.
struct TextKey: Hashable, Sendable {
    let text: StyledText
    let hash: Int

    init(_ text: StyledText) {
        self.text = text
        var hasher = Hasher()
        var string = text.string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(text.spans)
        hash = hasher.finalize()
    }

    static func == (lhs: TextKey, rhs: TextKey) -> Bool {
        guard lhs.hash == rhs.hash, lhs.text.spans == rhs.text.spans else { return false }
        var left = lhs.text.string
        var right = rhs.text.string
        return left.withUTF8 { a in right.withUTF8 { b in Self.sameBytes(a, b) } }
    }

    /// Whether the two buffers hold the same bytes, compared eight at a time (a cache hit
    /// compares the whole text: `elementsEqual` went byte by byte).
    private static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        let left = UnsafeRawBufferPointer(a), right = UnsafeRawBufferPointer(b)
        var offset = 0
        while offset + 8 <= left.count {
            guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                return false
            }
            offset += 8
        }
        while offset < left.count {
            guard left[offset] == right[offset] else { return false }
            offset += 1
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
