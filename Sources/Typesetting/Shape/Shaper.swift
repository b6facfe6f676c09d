/// Shapes items with HarfBuzz, caching results by face, script, language and text. Shaping
/// happens at the font's design scale, so one result serves every point size.
final class Shaper: Sendable {
    /// The hash is computed once: a miss looks the key up and then inserts it.
    private struct Key: Hashable, Sendable {
        let faceID: Int
        let script: Script
        let language: Language
        let scalars: [UInt32]
        let hash: Int

        init(faceID: Int, script: Script, language: Language, scalars: [UInt32]) {
            self.faceID = faceID
            self.script = script
            self.language = language
            self.scalars = scalars
            var hasher = Hasher()
            hasher.combine(faceID)
            hasher.combine(script)
            hasher.combine(language)
            scalars.withUnsafeBytes { hasher.combine(bytes: $0) }
            hash = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.faceID == rhs.faceID && lhs.script == rhs.script
                && lhs.language == rhs.language && lhs.scalars == rhs.scalars
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    private let cache: LRUCache<Key, [RawGlyph]>

    init(capacity: Int = 8192) {
        cache = LRUCache(capacity: capacity)
    }

    /// The glyphs of `scalars` in `face`, clusters relative to the first scalar.
    func shape(_ scalars: ArraySlice<UInt32>, face: FontFace, script: Script, language: Language) -> [RawGlyph] {
        // Long runs are rarely repeated; caching them would only cost memory.
        guard scalars.count <= 256 else {
            return face.harfBuzz.shape(scalars, script: script, language: language)
        }
        let key = Key(faceID: face.id, script: script, language: language, scalars: Array(scalars))
        if let cached = cache[key] { return cached }
        let glyphs = face.harfBuzz.shape(scalars, script: script, language: language)
        cache.insert(glyphs, for: key)
        return glyphs
    }

    func removeAll() {
        cache.removeAll()
    }
}
