package import Typesetting

/// A view that shows text, UIKit's `UILabel`: plain text in one font and color, or attributed
/// text; wrapped to `numberOfLines` and truncated as `lineBreakMode` says; centred vertically
/// in its bounds. Under Auto Layout a multi-line label takes the width the engine gives it
/// and the layout is solved again with the height that width needs, as UIKit does.
@preconcurrency @MainActor
open class UILabel: UIView {
    @exclusivity(unchecked) private var storedText: NSAttributedString?
    @exclusivity(unchecked) private var isAttributed = false
    /// The width the engine last gave the label (multi-line labels wrap at it).
    @exclusivity(unchecked) private var engineWidth: CGFloat?
    /// The layout the label last drew (for a render's fonts and truncation warnings).
    package private(set) var lastLayout: TextLayout?

    /// The attributed text as it was set, when it was set as attributed text (not filled
    /// with the label's font and colour as `attributedText` returns it); nil for plain text.
    package final var attributedTextAsSet: NSAttributedString? { isAttributed ? storedText : nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        contentMode = .redraw
        coder.decodeNibAttributes(of: self, level: UILabel.self)
    }

    // MARK: Content

    /// The text (the plain text of `attributedText` when that is set).
    open var text: String? {
        get { storedText?.string }
        set {
            storedText = newValue.map { NSAttributedString(string: $0) }
            isAttributed = false
            textDidChange()
        }
    }

    /// Styled text; stretches without a font, color or paragraph style take the label's.
    /// Reading it gives the text with the label's attributes filled in, as UIKit does.
    open var attributedText: NSAttributedString? {
        get {
            guard let storedText else { return nil }
            let filled = NSMutableAttributedString(attributedString: storedText)
            let whole = NSRange(location: 0, length: filled.length)
            var missing: [(NSAttributedString.Key, Any, NSRange)] = []
            filled.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
                if attributes[.font] == nil { missing.append((.font, font as Any, range)) }
                if attributes[.foregroundColor] == nil { missing.append((.foregroundColor, textColor as Any, range)) }
            }
            for (key, value, range) in missing { filled.addAttributes([key: value], range: range) }
            return filled
        }
        set {
            storedText = newValue.map { NSAttributedString(attributedString: $0) }
            isAttributed = newValue != nil
            textDidChange()
        }
    }

    /// The font (the system font at 17 points when set to nil). Setting it restyles all the
    /// text, attributed or not.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            if isAttributed { restyle(.font, storedFont) }
            textDidChange()
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: 17)

    /// The text color (`label` when set to nil: black in light, white in dark).
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            if isAttributed { restyle(.foregroundColor, storedTextColor) }
            setNeedsDisplay()
        }
    }
    @exclusivity(unchecked) private var storedTextColor = UIColor.label

    /// The alignment of the lines.
    @exclusivity(unchecked) open var textAlignment = NSTextAlignment.natural {
        didSet { textDidChange() }
    }

    /// Wrapping and truncation (tail truncation by default).
    @exclusivity(unchecked) open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { textDidChange() }
    }

    /// The most lines shown; 0 for no limit. One by default.
    @exclusivity(unchecked) open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }

    /// The width multi-line text wraps at when measuring the intrinsic size; 0 lets the
    /// layout decide.
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
    }

    /// Whether the label is enabled (disabled text is drawn dimmed).
    @exclusivity(unchecked) open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    @exclusivity(unchecked) open var highlightedTextColor: UIColor?
    @exclusivity(unchecked) open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// A shadow under the text (none by default).
    @exclusivity(unchecked) open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }

    /// Whether a font made from a text style (or scaled by `UIFontMetrics`) follows the
    /// content size category of the label's traits.
    @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false {
        didSet {
            adjustFontForContentSizeCategory()
            textDidChange()
        }
    }

    /// iOS updates the label's `font` itself when it adjusts for the content size category
    /// (`label.font.pointSize` reads 23 for body text at xxxLarge), not only what it draws.
    private func adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory else { return }
        let adjusted = storedFont.adjusted(for: traitCollection.preferredContentSizeCategory)
        if adjusted !== storedFont { storedFont = adjusted }
    }

    /// Whether the font shrinks (down to `minimumScaleFactor`) so the text fits the width.
    @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest fraction of the font size shrinking may reach (0: no limit).
    @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    @exclusivity(unchecked) open var allowsDefaultTighteningForTruncation = false
    @exclusivity(unchecked) open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
    @exclusivity(unchecked) open var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard
    @exclusivity(unchecked) open var showsExpansionTextWhenTruncated = false
    @exclusivity(unchecked) open var enablesMarqueeWhenAncestorFocused = false
    /// Deprecated in iOS 6; kept for code that still sets it.
    @exclusivity(unchecked) open var minimumFontSize: CGFloat = 0

    private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        guard let storedText else { return }
        let restyled = NSMutableAttributedString(attributedString: storedText)
        restyled.addAttributes([key: value], range: NSRange(location: 0, length: restyled.length))
        self.storedText = restyled
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        adjustFontForContentSizeCategory()
        if adjustsFontForContentSizeCategory || previous?.typesettingLanguage != traitCollection.typesettingLanguage
            || previous?.layoutDirection != traitCollection.layoutDirection {
            invalidateIntrinsicContentSize()
        }
        setNeedsDisplay()
    }

    // MARK: Measuring

    /// The text ready for the engine at `fontScale`.
    package func styling(fontScale: CGFloat = 1) -> TextStyling? {
        guard let storedText, storedText.length > 0 else {
            stylingCache.removeAll()
            return nil
        }
        var defaults = TextStyling.Defaults(font: storedFont, color: storedTextColor, alignment: textAlignment,
                                            lineBreakMode: lineBreakMode, language: defaultLanguage)
        defaults.fontScale = fontScale
        defaults.rightToLeft = isRightToLeft
        if adjustsFontForContentSizeCategory { defaults.contentSizeCategory = traitCollection.preferredContentSizeCategory }
        return stylingCache.styling(of: storedText, defaults: defaults)
    }
    private var stylingCache = LabelStylingCache()

    /// The language untagged text is set in: the traits' typesetting language, else the
    /// render's.
    private var defaultLanguage: Language {
        UntaggedTextLanguage.of(traitCollection.typesettingLanguage)
    }

    /// The text laid out within `maxWidth` and `lines` lines.
    package func textLayout(maxWidth: CGFloat?, numberOfLines lines: Int, fontScale: CGFloat = 1) -> TextLayout? {
        guard let styling = styling(fontScale: fontScale) else { return nil }
        let made = stylingCache.layout(maxWidth: maxWidth, numberOfLines: lines, typesetter: TextEngine.current) {
            styling.layout(maxWidth: maxWidth, numberOfLines: lines)
        }
        switch made {
        case let .success(layout):
            return layout
        case let .failure(failure):
            if case .empty = failure { return nil }
            drawingErrors.append("\(layoutItemName) could not lay out its text: \(failure)")
            RenderIssues.report("\(hierarchyPath) could not lay out its text: \(failure)")
            return nil
        }
    }

    private var displayScale: CGFloat {
        traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
    }

    /// The rectangle the text takes within `bounds` when limited to `numberOfLines` lines:
    /// its size rounded up to the pixel grid, at the bounds' origin. Subclasses that inset
    /// their text override it (and `drawText(in:)`).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let wraps = numberOfLines != 1
        let width: CGFloat? = wraps && bounds.width > 0 && bounds.width < 1e6 ? bounds.width : nil
        guard let layout = textLayout(maxWidth: width, numberOfLines: numberOfLines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        return CGRect(x: bounds.minX, y: bounds.minY, width: LayoutNumber.ceil(CGFloat(layout.width), scale: displayScale),
                      height: LayoutNumber.ceil(CGFloat(layout.height), scale: displayScale))
    }

    /// The width the intrinsic size wraps at: the preferred width, else (for multi-line
    /// labels under Auto Layout) the width the engine last gave.
    private var measuringWidth: CGFloat {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        if numberOfLines != 1, let engineWidth { return engineWidth }
        return 1e7
    }

    open override var intrinsicContentSize: CGSize {
        guard let text = storedText, text.length > 0 else { return .zero }
        return textRect(forBounds: CGRect(x: 0, y: 0, width: measuringWidth, height: 1e7), limitedToNumberOfLines: numberOfLines).size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : 1e7
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 1e7), limitedToNumberOfLines: numberOfLines).size
    }

    package override func engineDidAssignWidth(_ width: CGFloat) -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0 else { return false }
        if let engineWidth, abs(engineWidth - width) < 0.5 / displayScale { return false }
        let before = intrinsicContentSize
        engineWidth = width
        let after = intrinsicContentSize
        guard before != after else { return false }
        invalidateIntrinsicContentSize()
        return true
    }

    package override var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? {
        guard let layout = textLayout(maxWidth: numberOfLines != 1 ? measuringWidth : nil, numberOfLines: numberOfLines),
              let first = layout.firstBaseline, let last = layout.lastBaseline else {
            let font = storedFont
            return (font.ascender - font.lineHeight / 2, font.ascender - font.lineHeight / 2)
        }
        let center = CGFloat(layout.height) / 2
        return (CGFloat(first) - center, CGFloat(last) - center)
    }

    package override var baselinesFromTop: (first: CGFloat, last: CGFloat)? {
        guard let (layout, top) = placedLayout(in: bounds), let first = layout.firstBaseline, let last = layout.lastBaseline else { return nil }
        return (top + CGFloat(first), top + CGFloat(last))
    }

    // MARK: Drawing

    /// The layout shown in `rect`: wrapped at its width, no more lines than its height holds
    /// (the last shown line truncated), shrunk to fit when asked; with the top the block is
    /// drawn at (centred vertically).
    private func placedLayout(in rect: CGRect) -> (TextLayout, CGFloat)? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        var scale: CGFloat = 1
        guard var layout = textLayout(maxWidth: rect.width, numberOfLines: numberOfLines) else { return nil }
        if adjustsFontSizeToFitWidth, layout.isTruncated || layout.isClipped || CGFloat(layout.width) > rect.width + 0.01 {
            let floor = minimumScaleFactor > 0 ? minimumScaleFactor : 0.1
            var low = floor, high: CGFloat = 1
            var best: TextLayout?
            for _ in 0..<12 {
                let mid = (low + high) / 2
                guard let trial = textLayout(maxWidth: rect.width, numberOfLines: numberOfLines, fontScale: mid) else { break }
                if trial.isTruncated || trial.isClipped || CGFloat(trial.width) > rect.width + 0.01 {
                    high = mid
                } else {
                    low = mid
                    best = trial
                }
            }
            if let best {
                layout = best
                scale = low
            } else if let smallest = textLayout(maxWidth: rect.width, numberOfLines: numberOfLines, fontScale: floor) {
                layout = smallest
                scale = floor
            }
        }
        let tolerance = 0.5 / displayScale
        if CGFloat(layout.height) > rect.height + tolerance, layout.lines.count > 1 {
            let fitting = layout.lines.prefix { CGFloat($0.y + $0.height) <= rect.height + tolerance }.count
            let limit = max(1, fitting)
            if numberOfLines == 0 || limit < numberOfLines,
               let fewer = textLayout(maxWidth: rect.width, numberOfLines: limit, fontScale: scale) {
                layout = fewer
            }
        }
        let top = rect.minY + LayoutNumber.round((rect.height - CGFloat(layout.height)) / 2, scale: displayScale)
        return (layout, top)
    }

    /// Draws the text in `rect`, centred vertically. Subclasses that inset their text
    /// override it and call super with the inset rectangle.
    open func drawText(in rect: CGRect) {
        lastLayout = nil
        guard let context = UIGraphicsGetCurrentContext(), let styling = styling(), let (layout, top) = placedLayout(in: rect) else { return }
        var colorOverride: UIColor?
        if isHighlighted, let highlightedTextColor { colorOverride = highlightedTextColor }
        if !isEnabled { colorOverride = (colorOverride ?? storedTextColor).withAlphaComponent(0.35) }
        if let shadowColor {
            context.saveGState()
            context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.cgColor(in: traitCollection, tint: tintColor))
        }
        lastLayout = layout
        TextPainter.draw(layout, styling: styling, at: CGPoint(x: rect.minX, y: top), in: context, traits: traitCollection,
                         colorOverride: colorOverride, viewPath: hierarchyPath)
        if shadowColor != nil { context.restoreGState() }
        for issue in styling.unsupported { RenderIssues.report("\(hierarchyPath) uses \(issue), which is not drawn yet.") }
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    package override var descriptionDetails: [String] {
        guard let text else { return [] }
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return ["text = '\(shown)'"]
    }
}
