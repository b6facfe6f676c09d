import Catalog
import ViewKit

/// A screen's title: bold title type in the primary text color, at most two lines,
/// truncated at the end. Its class fixes the style; screens only set the text.
public final class TitleLabel: Label, DesignLabel {
    public required init() {
        super.init(frame: .zero)
        font = TypographyTokens.title
        textColor = ColorTokens.textPrimary
        numberOfLines = 2
        lineBreakMode = .byTruncatingTail
        adjustsFontForContentSizeCategory = true
    }

    public func prepareForCatalog() {
        text = "日本橋人形町"
    }
}
