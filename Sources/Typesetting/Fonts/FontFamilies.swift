/// The declaration of which families set which text, the engine's answer to the system's
/// font configuration: system (Latin) families first, then the families of the text's
/// language, then a last resort. Declared by the design system, so two machines with the same
/// font files choose the same fonts, whatever else is installed.
///
/// For each character the engine walks the cascade (the requested family, `system`, the
/// language's families, `lastResort`) and takes the first face that has a glyph for it, as
/// Core Text walks its cascade list. Japanese text therefore falls back to a Japanese design
/// (Noto Sans CJK JP, then IPAGothic) and never to a Chinese one such as WenQuanYi Zen Hei,
/// which fontconfig's own rules prefer for `:lang=ja` on Debian.
public struct FontFamilies: Hashable, Sendable {
    /// The primary families, for Latin text and everything they cover (the "system font").
    public var system: [FontFamily]
    /// Fallback families per BCP 47 language (`ja`, `zh-Hans`, `zh-Hant`, `ko`, ...).
    public var languages: [String: [FontFamily]]
    /// The language whose families serve text in a language with no entry (e.g. kanji in an
    /// `en` label).
    public var defaultLanguage: String
    /// Families tried after all others.
    public var lastResort: [FontFamily]

    /// Creates a declaration.
    public init(
        system: [FontFamily],
        languages: [String: [FontFamily]],
        defaultLanguage: String,
        lastResort: [FontFamily] = []
    ) {
        self.system = system
        self.languages = languages
        self.defaultLanguage = defaultLanguage
        self.lastResort = lastResort
    }

    /// Inter for Latin; Noto Sans CJK in each CJK language's design (then IPAGothic for
    /// Japanese); DejaVu Sans as the last resort. Japanese is the default language.
    public static let standard = FontFamilies(
        system: [.inter],
        languages: [
            "ja": [.notoSansCJKJapanese, .ipaGothic],
            "zh-Hans": [.notoSansCJKSimplifiedChinese],
            "zh-Hant": [.notoSansCJKTraditionalChinese],
            "ko": [.notoSansCJKKorean],
        ],
        defaultLanguage: "ja",
        lastResort: [.dejaVuSans]
    )

    /// The fallback families for `language`: the most specific entry that matches it
    /// (`zh-TW` finds `zh-Hant`, `ja-JP` finds `ja`), else the default language's.
    public func families(for language: Language) -> [FontFamily] {
        let lowercased = Dictionary(languages.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        for key in language.lookupKeys {
            if let families = lowercased[key.lowercased()] { return families }
        }
        return lowercased[defaultLanguage.lowercased()] ?? []
    }

    /// The families whose absence makes the declaration unusable: the first system family
    /// and the first family of each language.
    var requiredFamilies: [FontFamily] {
        var required: [FontFamily] = []
        if let first = system.first { required.append(first) }
        for key in languages.keys.sorted() {
            if let first = languages[key]?.first, !required.contains(first) { required.append(first) }
        }
        return required
    }

    /// Every declared family, without repeats, in declaration order.
    var allFamilies: [FontFamily] {
        var all: [FontFamily] = []
        for family in system + languages.keys.sorted().flatMap({ languages[$0] ?? [] }) + lastResort where !all.contains(family) {
            all.append(family)
        }
        return all
    }
}
