internal import Typesetting

/// The text a label last styled for the engine, with everything it was styled from. Auto
/// Layout measures a label several times in one pass (its size unbounded, then at the width
/// the engine gave it, then again when its superview places it), and styling the attributed
/// text each time cost more than the layouts, which the typesetter caches; so the label keeps
/// the last styling and reuses it while nothing it was made from has changed.
///
/// The objects are compared by identity and held strongly, so an identity cannot be reused by
/// a new object while the cache still names it.
struct LabelStylingCache {
    /// What a label's styling is made from.
    struct Inputs {
        let text: NSAttributedString
        let font: UIFont
        let color: UIColor
        let alignment: NSTextAlignment
        let lineBreakMode: NSLineBreakMode
        let language: Language
        let rightToLeft: Bool
        let contentSizeCategory: UIContentSizeCategory?
        let fontScale: CGFloat

        func isSame(as other: Inputs) -> Bool {
            text === other.text && font === other.font && color === other.color && alignment == other.alignment
                && lineBreakMode == other.lineBreakMode && language == other.language && rightToLeft == other.rightToLeft
                && contentSizeCategory == other.contentSizeCategory && fontScale == other.fontScale
        }
    }

    private var last: (inputs: Inputs, styling: TextStyling)?

    /// The styling for `inputs`: the last one when it was made from the same, else `make`'s
    /// (which is kept).
    mutating func styling(for inputs: Inputs, make: (Inputs) -> TextStyling) -> TextStyling {
        if let last, last.inputs.isSame(as: inputs) { return last.styling }
        let styling = make(inputs)
        last = (inputs, styling)
        return styling
    }

    /// Forgets the kept styling (the label's text went away).
    mutating func removeAll() {
        last = nil
    }
}
