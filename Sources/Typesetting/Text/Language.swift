import CGraphics

/// A BCP 47 language tag such as `ja`, `en`, `zh-Hans` or `ko`.
///
/// The language of a run of text decides which fonts it falls back to (Japanese text takes a
/// Japanese design), which glyph forms HarfBuzz selects (`locl`), and the line-breaking rules.
public struct Language: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The tag as given, with `_` turned into `-` (`ja_JP` becomes `ja-JP`).
    public let identifier: String

    /// Creates a language from a BCP 47 tag.
    public init(_ identifier: String) {
        self.identifier = identifier.replacingUnderscores()
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public static let japanese = Language("ja")
    public static let english = Language("en")
    public static let simplifiedChinese = Language("zh-Hans")
    public static let traditionalChinese = Language("zh-Hant")
    public static let korean = Language("ko")

    /// The primary language subtag, lowercased: `ja` for `ja-JP`.
    public var primarySubtag: String {
        // Tags are ASCII and mostly lowercase already: cut at the first hyphen without
        // splitting, and lowercase only when needed (checks ask for this per text run).
        let end = identifier.utf8.firstIndex(of: UInt8(ascii: "-")) ?? identifier.utf8.endIndex
        let head = identifier[..<end]
        return head.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) ? head.lowercased() : String(head)
    }

    /// The tags to look the language up by, most specific first: `zh-TW` gives `zh-TW`,
    /// `zh-Hant`, `zh`; `ja-JP` gives `ja-JP`, `ja`.
    var lookupKeys: [String] {
        var keys = [identifier]
        let lower = identifier.lowercased()
        if primarySubtag == "zh" {
            let traditional = ["zh-hant", "zh-tw", "zh-hk", "zh-mo"].contains { lower.hasPrefix($0) }
            keys.append(traditional ? "zh-Hant" : "zh-Hans")
        }
        if !keys.contains(primarySubtag) { keys.append(primarySubtag) }
        return keys
    }

    var harfBuzzLanguage: hb_language_t? {
        UnicodeProperties.language(identifier)
    }

    public var description: String { identifier }
}

private extension String {
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
