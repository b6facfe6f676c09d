import CGraphics

/// A writing system, named by its ISO 15924 code ("Latn", "Hani", "Hira", "Kana", ...).
public struct Script: Hashable, Sendable, CustomStringConvertible {
    /// The code as HarfBuzz holds it: four ASCII letters packed big-endian.
    let tag: UInt32

    /// Creates a script from its four-letter ISO 15924 code.
    public init(code: String) {
        self.tag = UnicodeProperties.harfBuzzScript(code).rawValue
    }

    init(harfBuzzScript: hb_script_t) {
        self.tag = harfBuzzScript.rawValue
    }

    /// The four-letter ISO 15924 code.
    public var code: String {
        UnicodeProperties.scriptTag(harfBuzzScript)
    }

    var harfBuzzScript: hb_script_t {
        hb_script_t(rawValue: tag)
    }

    /// Characters shared by many scripts: digits, punctuation, spaces.
    public static let common = Script(harfBuzzScript: HB_SCRIPT_COMMON)
    /// Combining marks that take the script of the character they attach to.
    public static let inherited = Script(harfBuzzScript: HB_SCRIPT_INHERITED)
    /// Latin.
    public static let latin = Script(harfBuzzScript: HB_SCRIPT_LATIN)
    /// Han ideographs (kanji, hanzi).
    public static let han = Script(harfBuzzScript: HB_SCRIPT_HAN)

    /// Hiragana.
    public static let hiragana = Script(harfBuzzScript: HB_SCRIPT_HIRAGANA)
    /// Katakana.
    public static let katakana = Script(harfBuzzScript: HB_SCRIPT_KATAKANA)

    /// Whether characters of this script take the script of their neighbours.
    public var isWeak: Bool {
        self == .common || self == .inherited || harfBuzzScript == HB_SCRIPT_UNKNOWN
    }

    public var description: String { code }
}
