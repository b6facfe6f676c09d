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

    public convenience init(text: String) {
        self.init()
        self.text = text
    }

    public static var inspectableProperties: [InspectableProperty<InfoLabel>] {
        [InspectableProperty("text") { $0.text ?? "" }]
    }

    public func prepareForCatalog() {
        text = "東京都中央区"
    }
}
