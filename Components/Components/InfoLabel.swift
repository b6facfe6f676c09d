import Catalog
import ViewKit

/// Supporting information under a title: secondary text color, one line, truncated.
public final class InfoLabel: Label, DesignLabel {
    public required init() {
        super.init(frame: .zero)
        font = TypographyTokens.info
        textColor = ColorTokens.textSecondary
        numberOfLines = 1
        lineBreakMode = .byTruncatingTail
        adjustsFontForContentSizeCategory = true
    }

    public func prepareForCatalog() {
        text = "東京都中央区"
    }
}
