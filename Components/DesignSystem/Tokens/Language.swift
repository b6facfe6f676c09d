import UIKit

extension UIView {
    /// Sets the language the view's untagged text is set in (iOS 17's typesetting language
    /// trait): Japanese titles keep Japanese glyph forms whatever the device language.
    public func setTypesettingLanguage(_ identifier: String?) {
        if let identifier {
            traitOverrides.typesettingLanguage = Locale.Language(identifier: identifier)
        } else {
            traitOverrides.remove(UITraitTypesettingLanguage.self)
        }
    }
}

extension NSAttributedString {
    /// Text alternating Japanese and English stretches, each tagged with its language, so
    /// the Japanese keeps Japanese forms whatever the device language. The first piece is
    /// Japanese, the second English, and so on; empty pieces are skipped.
    public static func mixedLanguages(_ pieces: [String]) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for (index, piece) in pieces.enumerated() where !piece.isEmpty {
            let language = index.isMultiple(of: 2) ? "ja" : "en"
            text.append(NSAttributedString(string: piece, attributes: [NSAttributedString.Key(kCTLanguageAttributeName as String): language]))
        }
        return text
    }
}
