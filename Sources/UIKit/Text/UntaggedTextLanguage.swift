import Foundation
import Locking
internal import Typesetting

/// The language the text engine sets untagged text in for a trait collection's typesetting
/// language: its shortest identifier (`ja`, `zh-Hans`), else the engine's default. ICU's
/// minimizing costs microseconds and every label asks on every layout, so the answers are
/// kept.
enum UntaggedTextLanguage {
    private static let known = Memo<Locale.Language, Language>()

    static func of(_ typesettingLanguage: Locale.Language?) -> Language {
        guard let typesettingLanguage else { return TextEngine.defaultLanguage }
        return known.value(for: typesettingLanguage) { Language($0.minimalIdentifier) }
    }
}
