import Catalog
import ViewKit

/// A screen's title: bold title type in the primary text color, at most two lines,
/// truncated at the end. Its class fixes the style; screens only set the text.
public final class TitleLabel: Label, CatalogComponent {
    public required init() {
        super.init(frame: .zero)
        font = TypographyTokens.title
        textColor = ColorTokens.textPrimary
        numberOfLines = 2
        lineBreakMode = .byTruncatingTail
        adjustsFontForContentSizeCategory = true
    }

    /// A label showing `text`, set in `language` when given (tag Japanese text `.japanese`
    /// so it keeps Japanese glyph forms in any environment).
    public convenience init(text: String, language: Language? = nil) {
        self.init()
        self.text = text
        typesettingLanguage = language
    }

    public static var inspectableProperties: [InspectableProperty<TitleLabel>] {
        [InspectableProperty("text", \.text), InspectableProperty("numberOfLines", \.numberOfLines)]
    }

    public func prepareForCatalog() {
        text = "日本橋人形町"
    }
}
