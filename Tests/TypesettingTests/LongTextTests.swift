import Foundation
import Testing
@testable import Typesetting

/// Long texts that `scripts/fuzz` found to take seconds: thousands of characters no font has
/// (each one's UTF-16 offset was counted from the start) and thousands of lines (each line's
/// end was looked up from the start of the string). Both grew with the square of the length.
@Suite("Long text")
struct LongTextTests {
    let typesetter = Fixtures.typesetter

    /// The shortest of three timings of `body`, in seconds.
    func seconds(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let duration = try ContinuousClock().measure(body)
            best = min(best, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        }
        return best
    }

    @Test("Missing characters' UTF-16 offsets count the characters before them, astral ones as two")
    func missingOffsets() throws {
        // Unassigned code points of plane 4 between Latin, Japanese and an astral Han character.
        let text = "a\u{40000}b𠀋\u{40001}か\u{40002}\u{40002}z"
        let result = try typesetter.layout(text, language: .japanese)
        #expect(result.missingCharacters.map(\.codePoint) == ["U+40000", "U+40001", "U+40002", "U+40002"])
        for missing in result.missingCharacters {
            let before = String(String.UnicodeScalarView(text.unicodeScalars.prefix(missing.scalarIndex)))
            #expect(missing.utf16Offset == before.utf16.count, "\(missing.codePoint) at scalar \(missing.scalarIndex)")
            #expect(missing.utf8Offset == before.utf8.count)
        }
    }

    @Test("Four times as many characters no font has cost about four times as much, not sixteen")
    func manyMissingCharacters() throws {
        // Unassigned code points of plane 4, over 4,096 of them so that no layout is cached.
        func missing(_ count: Int) -> String {
            String(String.UnicodeScalarView((0..<count).compactMap { Unicode.Scalar(0x40000 + $0 % 1000) }))
        }
        let short = missing(5000), long = missing(20_000)
        let shortTime = try seconds { _ = try typesetter.layout(short, language: .english) }
        let longTime = try seconds { _ = try typesetter.layout(long, language: .english) }
        // Counting offsets from the start made the ratio about 16 (and the long text take
        // seconds); linear work keeps it near 4 alone, and under 12 under AddressSanitizer on
        // a machine busy with other tests (its allocator makes big arrays cost more).
        #expect(longTime < shortTime * 12 + 0.05, "20,000: \(longTime) s, 5,000: \(shortTime) s")
    }

    @Test("Four times as many lines cost about four times as much, not sixteen")
    func manyLines() throws {
        let short = String(repeating: "一", count: 5000), long = String(repeating: "一", count: 20_000)
        let container = TextContainer(maxWidth: 0.5)
        let shortTime = try seconds { _ = try typesetter.layout(short, language: .japanese, in: container) }
        let longTime = try seconds {
            let result = try typesetter.layout(long, language: .japanese, in: container)
            #expect(result.lines.count == 20_000)
        }
        // Finding each line's end from the string's start made the ratio about 16; linear
        // work keeps it near 4, and under 12 under AddressSanitizer on a busy machine (8.9
        // was seen there).
        #expect(longTime < shortTime * 12 + 0.05, "20,000 lines: \(longTime) s, 5,000 lines: \(shortTime) s")
    }
}

/// The typesetter's cache of shaped texts is bounded by characters as well as by texts:
/// `scripts/fuzz` grew a process past 1.8 GB with 2,048 cached texts of thousands of
/// characters each.
@Suite("Text cache")
struct TextCacheTests {
    @Test("Long texts laid out one after another keep at most 200,000 characters cached, the latest among them")
    func boundedByCharacters() throws {
        let typesetter = try Typesetter()
        var last = ""
        for index in 0..<100 {
            // 4,000 characters each (under the 4,096 of the longest cached text), all different.
            last = String(repeating: "字\(index) ", count: 1000)
            _ = try typesetter.layout(last, language: .japanese, in: TextContainer(maxWidth: 300))
        }
        let usage = typesetter.cachedTextUsage
        #expect(usage.characters <= Typesetter.maximumCachedCharacters, "\(usage.texts) texts, \(usage.characters) characters")
        #expect(usage.texts >= 10, "the cache should still hold recent texts: \(usage.texts)")
        // The latest text is kept: laying it out again adds nothing.
        _ = try typesetter.layout(last, language: .japanese, in: TextContainer(maxWidth: 300))
        #expect(typesetter.cachedTextUsage.texts == usage.texts)
    }

    @Test("The LRU cache evicts the least recently used entries until half the cost is left")
    func costEviction() {
        let cache = LRUCache<Int, String>(capacity: 100, maximumCost: 10)
        for key in 0..<5 { cache.insert("\(key)", for: key, cost: 2) }
        #expect(cache.usage.cost == 10)
        _ = cache[0]  // 0 becomes the most recently used
        cache.insert("5", for: 5, cost: 2)  // 12 > 10: evict the oldest until at most 5 is left
        #expect(cache.usage.cost <= 5)
        #expect(cache[5] == "5")
        #expect(cache[0] == "0")
        #expect(cache[1] == nil && cache[2] == nil)
    }

    @Test("The LRU cache evicts by count to half its capacity, keeping the most recently used")
    func countEviction() {
        let cache = LRUCache<String, Int>(capacity: 6)
        for key in 0..<6 { cache.insert(key, for: "k\(key)") }
        _ = cache["k1"]  // k1 becomes the most recently used
        cache.insert(6, for: "k6")  // 7 > 6: the oldest go until 3 are left
        #expect(cache.usage.count == 3)
        #expect(cache["k1"] == 1 && cache["k5"] == 5 && cache["k6"] == 6)
        #expect(cache["k0"] == nil && cache["k2"] == nil && cache["k4"] == nil)
    }
}
