import UIKit

/// What the design system's labels share: the class fixes the text style (font, color, line
/// count, line breaking) in `applyStyle()`, screens only set the text, and the type follows
/// the user's text size.
open class StyledLabel: UILabel {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyStyle()
        adjustsFontForContentSizeCategory = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyStyle()
        adjustsFontForContentSizeCategory = true
    }

    /// A label showing `text`, set in `language` when given (`"ja"` keeps Japanese forms).
    public convenience init(text: String, language: String? = nil) {
        self.init(frame: .zero)
        self.text = text
        setTypesettingLanguage(language)
    }

    /// Sets the class's text style (called once, from the initializers).
    open func applyStyle() {}
}
