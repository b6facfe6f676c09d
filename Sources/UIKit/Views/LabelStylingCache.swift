/// The text a label last styled for the engine, with the defaults it was styled with. Auto
/// Layout measures a label several times in one pass (its size unbounded, then at the width
/// the engine gave it, then again when its superview places it), and styling the attributed
/// text each time cost more than the layouts, which the typesetter caches; so the label keeps
/// the last styling and reuses it while neither the text nor the defaults changed.
///
/// The text is compared by identity (a label replaces, never mutates, its stored text) and
/// held strongly, so an identity cannot be reused by a new object while the cache names it.
struct LabelStylingCache {
    private var last: (text: NSAttributedString, defaults: TextStyling.Defaults, styling: TextStyling)?

    /// `text` styled with `defaults`: the last styling when it was made from the same, else a
    /// new one (which is kept).
    mutating func styling(of text: NSAttributedString, defaults: TextStyling.Defaults) -> TextStyling {
        if let last, last.text === text, last.defaults.isSame(as: defaults) { return last.styling }
        let styling = TextStyling(text, defaults: defaults)
        last = (text, defaults, styling)
        return styling
    }

    /// Forgets the kept styling (the label's text went away).
    mutating func removeAll() {
        last = nil
    }
}
