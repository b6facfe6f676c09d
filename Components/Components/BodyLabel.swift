import Catalog
import ViewKit

/// Body text: any number of lines, wrapped at words (and with kinsoku in Japanese).
public final class BodyLabel: Label, CatalogComponent {
    public required init() {
        super.init(frame: .zero)
        font = TypographyTokens.body
        textColor = ColorTokens.textPrimary
        numberOfLines = 0
        lineBreakMode = .byWordWrapping
        lineSpacing = 4
        adjustsFontForContentSizeCategory = true
    }

    /// A label showing `text`, set in `language` when given (tag Japanese text `.japanese`
    /// so it keeps Japanese glyph forms in any environment).
    public convenience init(text: String, language: Language? = nil) {
        self.init()
        self.text = text
        typesettingLanguage = language
    }

    public static var inspectableProperties: [InspectableProperty<BodyLabel>] {
        [InspectableProperty("text", \.text), InspectableProperty("numberOfLines", \.numberOfLines)]
    }

    public func prepareForCatalog() {
        text = "甘酒横丁と人形焼の町。江戸の面影を残す路地を歩く。"
        preferredMaxLayoutWidth = 300
    }
}
