/// Core Text's language attribute: a BCP 47 tag (`"ja"`, `"zh-Hans"`) that picks glyph forms
/// and line-breaking rules for the text it covers, as on iOS. Use it as
/// `NSAttributedString.Key(kCTLanguageAttributeName as String)`.
nonisolated(unsafe) public let kCTLanguageAttributeName: CFString = "NSLanguage" as CFString
