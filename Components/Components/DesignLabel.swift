import Catalog
import ViewKit

/// A label of the design system: its class fixes font, color, line count and line breaking;
/// users set only the text (and its language).
public protocol DesignLabel: Label, CatalogComponent {}

extension DesignLabel {
    /// A label showing `text`, set in `language` when given (tag Japanese text `.japanese`
    /// so it keeps Japanese glyph forms in any environment).
    public init(text: String, language: Language? = nil) {
        self.init()
        self.text = text
        typesettingLanguage = language
    }

    public static var inspectableProperties: [InspectableProperty<Self>] {
        [InspectableProperty("text", \.text), InspectableProperty("numberOfLines", \.numberOfLines)]
    }
}
