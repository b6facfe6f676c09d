import Catalog
import ViewKit

/// Body text: any number of lines, wrapped at words (and with kinsoku in Japanese).
public final class BodyLabel: Label, DesignLabel {
    public required init() {
        super.init(frame: .zero)
        font = TypographyTokens.body
        textColor = ColorTokens.textPrimary
        numberOfLines = 0
        lineBreakMode = .byWordWrapping
        lineSpacing = 4
        adjustsFontForContentSizeCategory = true
    }

    public func prepareForCatalog() {
        text = "甘酒横丁と人形焼の町。江戸の面影を残す路地を歩く。"
        preferredMaxLayoutWidth = 300
    }
}
