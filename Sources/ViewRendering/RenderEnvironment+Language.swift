import Foundation
internal import Locking
package import Typesetting

extension RenderEnvironment {
    /// `language` as the shortest BCP 47 tag that means the same (`ja`, `en`, `ko`; `ja-JP`
    /// gives `ja`), except that Chinese keeps its script (`zh-Hans`, `zh-Hant`), which
    /// decides its glyph forms, and a region other than the script's usual one
    /// (`zh-Hant-HK`). Environment names and the text engine take this form.
    package static func tag(of language: Locale.Language) -> String {
        // ICU's minimizing costs microseconds, and every render asks several times.
        knownTags.value(for: language, computedTag(of:))
    }

    private static let knownTags = Memo<Locale.Language, String>()

    private static func computedTag(of language: Locale.Language) -> String {
        guard language.languageCode?.identifier == "zh", let script = language.script?.identifier else {
            return language.minimalIdentifier
        }
        let scripted = "zh-\(script)"
        // The script's usual region (TW for Hant), which the tag leaves out.
        let usualRegion = Locale.Language(identifier: Locale.Language(identifier: scripted).maximalIdentifier).region
        guard let region = language.region, region != usualRegion else { return scripted }
        return "\(scripted)-\(region.identifier)"
    }

    /// The language the text engine sets untagged text in.
    package var textLanguage: Language? {
        languageTag.map { Language($0) }
    }
}
