/// A view that shows text, UIKit's `UILabel`: one font and color or attributed text, wrapped
/// and truncated by the text engine, vertically centred in its bounds.
open class Label: View {
    private var storedText: AttributedText?
    private var usesAttributedText = false

    /// The text (the plain text of `attributedText` when that is set).
    public var text: String? {
        get { storedText?.string }
        set {
            storedText = newValue.map { AttributedText($0) }
            usesAttributedText = false
            textDidChange()
        }
    }

    /// Text with per-stretch font, color and language; stretches without an attribute take
    /// the label's.
    public var attributedText: AttributedText? {
        get { storedText }
        set {
            storedText = newValue
            usesAttributedText = newValue != nil
            textDidChange()
        }
    }

    /// The font (the system font at 17 points by default).
    public var font: Font = .label { didSet { textDidChange() } }
    /// The text color (`label` color by default: black in light, white in dark).
    public var textColor: Color = .label
    /// Horizontal alignment of the lines.
    public var textAlignment: TextAlignment = .natural { didSet { textDidChange() } }
    /// The most lines shown; 0 for no limit. One by default.
    public var numberOfLines = 1 { didSet { textDidChange() } }
    /// Wrapping and truncation (tail truncation by default).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// The width multi-line text wraps at when measuring `intrinsicContentSize`; 0 for none.
    public var preferredMaxLayoutWidth: Double = 0 { didSet { textDidChange() } }
    /// The language text is set in; `nil` takes the traits' `typesettingLanguage`, then the
    /// font declaration's default language.
    public var typesettingLanguage: Language? { didSet { textDidChange() } }
    /// Whether a font made from a text style follows the content size category.
    public var adjustsFontForContentSizeCategory = false { didSet { textDidChange() } }
    /// Paragraph settings beyond alignment and line breaking: line spacing, line height.
    public var lineSpacing: Double = 0 { didSet { textDidChange() } }
    /// Multiplies each line's natural height; 0 leaves it alone.
    public var lineHeightMultiple: Double = 0 { didSet { textDidChange() } }

    /// The layout of the last draw, for reports (fonts used, truncation, missing glyphs).
    public private(set) var lastLayout: TextLayout?
    /// Why the last layout failed, if it did.
    public private(set) var lastError: String?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a label showing `text`.
    public convenience init(text: String) {
        self.init()
        self.text = text
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
    }

    // MARK: Measuring

    /// The font in effect: adjusted for the content size category when asked to.
    public var effectiveFont: Font {
        adjustsFontForContentSizeCategory ? font.adjusted(for: traitCollection.preferredContentSizeCategory) : font
    }

    /// The language in effect for text without its own.
    public var effectiveLanguage: Language {
        typesettingLanguage ?? traitCollection.typesettingLanguage
            ?? Language(typesetter?.families.defaultLanguage ?? "ja")
    }

    /// The text as the engine takes it, spans tagged with their segment's index.
    func styledText() -> StyledText {
        var styled = StyledText()
        for (index, segment) in (storedText?.segments ?? []).enumerated() {
            var segmentFont = segment.attributes.font ?? font
            if adjustsFontForContentSizeCategory { segmentFont = segmentFont.adjusted(for: traitCollection.preferredContentSizeCategory) }
            styled.append(segment.string, font: segmentFont, language: segment.attributes.language ?? effectiveLanguage, tag: index)
        }
        return styled
    }

    /// The paragraph style from the label's properties.
    var paragraphStyle: ParagraphStyle {
        ParagraphStyle(alignment: textAlignment, lineBreakMode: lineBreakMode, lineSpacing: lineSpacing, lineHeightMultiple: lineHeightMultiple)
    }

    /// The text laid out within `maxWidth` (nil for no limit) and `numberOfLines`.
    public func textLayout(maxWidth: Double?, numberOfLines lines: Int? = nil) -> TextLayout? {
        guard let storedText, !storedText.segments.isEmpty else { return nil }
        guard let typesetter else {
            lastError = StandardTypesetter.failure.map { "no fonts to set text with: \($0)" } ?? "no typesetter to set text with"
            return nil
        }
        do {
            let layout = try typesetter.layout(
                styledText(),
                in: TextContainer(maxWidth: maxWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }, numberOfLines: lines ?? numberOfLines),
                style: paragraphStyle
            )
            lastError = nil
            return layout
        } catch {
            lastError = "\(error)"
            return nil
        }
    }

    open override var intrinsicContentSize: Size {
        guard let layout = textLayout(maxWidth: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil) else { return .zero }
        return Size(width: ceilToPixels(layout.width), height: ceilToPixels(layout.height))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let wraps = numberOfLines != 1 && size.width > 0 && size.width.isFinite
        guard let layout = textLayout(maxWidth: wraps ? size.width : nil) else { return .zero }
        return Size(width: ceilToPixels(layout.width), height: ceilToPixels(layout.height))
    }

    open override var firstBaselineOffsetFromTop: Double? {
        guard let layout = drawnLayout(), let baseline = layout.firstBaseline else { return nil }
        return textTop(for: layout) + baseline
    }

    open override var lastBaselineOffsetFromBottom: Double? {
        guard let layout = drawnLayout(), let baseline = layout.lastBaseline else { return nil }
        return bounds.height - (textTop(for: layout) + baseline)
    }

    open override var baselineOffsetsFromCenter: (first: Double, last: Double)? {
        guard let layout = textLayout(maxWidth: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil),
              let first = layout.firstBaseline, let last = layout.lastBaseline else { return nil }
        let center = layout.height / 2
        return (first - center, last - center)
    }

    // MARK: Drawing

    /// The layout at the current bounds: wrapped at the width, and with no more lines than
    /// the height holds (the last shown line truncated), as UILabel shows it.
    func drawnLayout() -> TextLayout? {
        guard var layout = textLayout(maxWidth: bounds.width) else { return nil }
        let tolerance = 0.5 / traitCollection.displayScale
        if layout.height > bounds.height + tolerance, layout.lines.count > 1 {
            let fitting = layout.lines.prefix { $0.y + $0.height <= bounds.height + tolerance }.count
            let limit = max(1, fitting)
            if numberOfLines == 0 || limit < numberOfLines, let fewer = textLayout(maxWidth: bounds.width, numberOfLines: limit) {
                layout = fewer
            }
        }
        return layout
    }

    /// Where the text block starts: centred vertically in the bounds.
    private func textTop(for layout: TextLayout) -> Double {
        bounds.minY + Geometry.round((bounds.height - layout.height) / 2, scale: traitCollection.displayScale)
    }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let layout = drawnLayout() else {
            lastLayout = nil
            return
        }
        lastLayout = layout
        let top = textTop(for: layout)
        let segments = storedText?.segments ?? []
        for line in layout.lines {
            for run in line.runs {
                let span = layout.text.spans[run.spanIndex]
                let color = (segments.indices.contains(span.tag) ? segments[span.tag].attributes.foregroundColor : nil) ?? textColor
                var x = bounds.minX + line.x + run.x
                var placed: [PlacedGlyph] = []
                placed.reserveCapacity(run.glyphs.count)
                for glyph in run.glyphs {
                    placed.append(PlacedGlyph(id: glyph.id, position: Point(x: x + glyph.xOffset, y: top + line.baseline - glyph.yOffset)))
                    x += glyph.advance
                }
                canvas.drawGlyphs(placed, font: GlyphFont(file: run.face.file, index: run.face.index, pointSize: run.pointSize),
                                  color: color.resolved(with: traitCollection))
            }
        }
    }

    open override var descriptionDetails: [String] {
        guard let text else { return [] }
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return ["text = \"\(shown)\""]
    }
}
