import Foundation
internal import Typesetting

/// The text a label last styled for the engine, with the defaults it was styled with. Auto
/// Layout measures a label several times in one pass (its size unbounded, then at the width
/// the engine gave it, then again when its superview places it), and styling the attributed
/// text each time cost more than the layouts, which the typesetter caches; so the label keeps
/// the last styling and reuses it while neither the text nor the defaults changed.
///
/// The text is compared by identity (a label replaces, never mutates, its stored text) and
/// held strongly, so an identity cannot be reused by a new object while the cache names it.
///
/// The last few layouts of that styling are kept too (Auto Layout asks for the same widths
/// again: a fitting measures at the width the engine gave, then the layout at that width),
/// each with the typesetter and font generation it was made with.
struct LabelStylingCache {
    /// A layout of the kept styling.
    private struct KeptLayout {
        var typesetter: ObjectIdentifier
        var fontGeneration: Int
        var maxWidth: CGFloat?
        var numberOfLines: Int
        var layout: TextLayout
    }

    /// How many layouts are kept: the unbounded one and the last widths.
    private static let keptLayouts = 3

    private var last: (text: NSAttributedString, defaults: TextStyling.Defaults, styling: TextStyling)?
    private var layouts: [KeptLayout] = []

    /// `text` styled with `defaults`: the last styling when it was made from the same, else a
    /// new one (which is kept, and its layouts start afresh).
    mutating func styling(of text: NSAttributedString, defaults: TextStyling.Defaults) -> TextStyling {
        if let last, last.text === text, last.defaults.isSame(as: defaults) { return last.styling }
        let styling = TextStyling(text, defaults: defaults)
        last = (text, defaults, styling)
        layouts.removeAll()
        return styling
    }

    /// The last styling laid out within `maxWidth` and `numberOfLines` by `typesetter`: a
    /// kept layout when one was made the same way with the same fonts, else `make()`'s
    /// (kept when it succeeds).
    mutating func layout(maxWidth: CGFloat?, numberOfLines: Int, typesetter: Typesetter?,
                         make: () -> Result<TextLayout, TextStyling.TextFailure>) -> Result<TextLayout, TextStyling.TextFailure> {
        guard let typesetter else { return make() }
        let id = ObjectIdentifier(typesetter), generation = typesetter.fontGeneration
        if let kept = layouts.first(where: {
            $0.typesetter == id && $0.fontGeneration == generation && $0.maxWidth == maxWidth && $0.numberOfLines == numberOfLines
        }) {
            return .success(kept.layout)
        }
        let made = make()
        if case let .success(layout) = made {
            if layouts.count == Self.keptLayouts { layouts.removeFirst() }
            layouts.append(KeptLayout(typesetter: id, fontGeneration: generation, maxWidth: maxWidth, numberOfLines: numberOfLines, layout: layout))
        }
        return made
    }

    /// Forgets the kept styling and its layouts (the label's text went away).
    mutating func removeAll() {
        last = nil
        layouts.removeAll()
    }
}
