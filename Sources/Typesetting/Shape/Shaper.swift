/// Shapes items with HarfBuzz, caching results by face, script, language and text. Shaping
/// happens at the font's design scale, so one result serves every point size.
final class Shaper: Sendable {
    private struct Key: Hashable, Sendable {
        var faceID: Int
        var script: Script
        var language: Language
        var scalars: [UInt32]
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
