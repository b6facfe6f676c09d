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
        return left.withUTF8 { a in right.withUTF8 { b in a.elementsEqual(b) } }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
