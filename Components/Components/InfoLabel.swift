import Catalog
import ViewKit

/// Supporting information under a title: secondary text color, one line, truncated.
public final class InfoLabel: Label, CatalogComponent {
    public required init() {
        super.init(frame: .zero)
        font = TypographyTokens.info
        textColor = ColorTokens.textSecondary
        numberOfLines = 1
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

    public static var inspectableProperties: [InspectableProperty<InfoLabel>] {
        [InspectableProperty("text", \.text), InspectableProperty("numberOfLines", \.numberOfLines)]
    }

    public func prepareForCatalog() {
        text = "東京都中央区"
    }
}
