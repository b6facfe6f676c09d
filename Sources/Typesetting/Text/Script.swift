import CGraphics

/// A writing system, named by its ISO 15924 code ("Latn", "Hani", "Hira", "Kana", ...).
public struct Script: Hashable, Sendable, CustomStringConvertible {
    /// The four-letter ISO 15924 code.
    public let code: String

    /// Creates a script from its four-letter ISO 15924 code.
    public init(code: String) {
        self.code = code
    }

    init(harfBuzzScript: hb_script_t) {
        self.code = UnicodeProperties.scriptTag(harfBuzzScript)
    }

    var harfBuzzScript: hb_script_t {
        UnicodeProperties.harfBuzzScript(code)
    }

    /// Characters shared by many scripts: digits, punctuation, spaces.
    public static let common = Script(code: "Zyyy")
    /// Combining marks that take the script of the character they attach to.
    public static let inherited = Script(code: "Zinh")
    /// Latin.
    public static let latin = Script(code: "Latn")
    /// Han ideographs (kanji, hanzi).
    public static let han = Script(code: "Hani")

    /// Whether characters of this script take the script of their neighbours.
    public var isWeak: Bool {
        self == .common || self == .inherited || code == "Zzzz"
    }

    public var description: String { code }
}
