package import Typesetting

/// An attributed string made ready for the text engine: the styled text (a tag per
/// attribute run), the paragraph style, and what each run draws with. What UILabel,
/// string drawing, text views and layout managers share; not main-actor isolated, since
/// layout managers are not.
package struct TextStyling {
    /// What one attribute run draws with, by tag.
    package struct Run {
        package var color: UIColor
        package var background: UIColor?
        package var underline: NSUnderlineStyle
        package var underlineColor: UIColor?
        package var strikethrough: NSUnderlineStyle
        package var strikethroughColor: UIColor?
        package var shadow: NSShadow?
        package var font: UIFont
    }

    /// The defaults for runs without an attribute (a label's font, color and alignment).
    package struct Defaults {
        package var font: UIFont
        package var color: UIColor
        package var alignment: NSTextAlignment
        package var lineBreakMode: NSLineBreakMode
        /// The language untagged text is set in.
        package var language: Language
        /// Multiplies every font's size (`adjustsFontSizeToFitWidth`).
        package var fontScale: CGFloat = 1
        /// Whether fonts made from text styles follow the traits' content size category.
        package var contentSizeCategory: UIContentSizeCategory?
        package var rightToLeft = false

        package init(font: UIFont, color: UIColor, alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode, language: Language) {
            self.font = font
            self.color = color
            self.alignment = alignment
            self.lineBreakMode = lineBreakMode
            self.language = language
        }

        /// Whether styling with these defaults gives what styling with `other` gives: the same
        /// font and color objects (fonts and colors are immutable) and the same values.
        func isSame(as other: Defaults) -> Bool {
            font === other.font && color === other.color && alignment == other.alignment && lineBreakMode == other.lineBreakMode
                && language == other.language && fontScale == other.fontScale && contentSizeCategory == other.contentSizeCategory
                && rightToLeft == other.rightToLeft
        }
    }

    package var text: StyledText
    package var paragraph: ParagraphStyle
    package var runs: [Run]
    /// Attributes that could not be honoured, for the render's warnings.
    package var unsupported: [String]

    package init(_ string: NSAttributedString, defaults: Defaults) {
        var text = StyledText()
        var runs: [Run] = []
        var unsupported: [String] = []
        var paragraphStyle: NSParagraphStyle?
        let whole = NSRange(location: 0, length: string.length)
        let source = string.string
        var pieces = UTF16Pieces(source)
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let piece = range.length == whole.length ? source : pieces.piece(range)
            guard !piece.isEmpty else { return }
            var font = (attributes[.font] as? UIFont) ?? defaults.font
            if let category = defaults.contentSizeCategory { font = font.adjusted(for: category) }
            if defaults.fontScale != 1 { font = font.withSize(font.pointSize * defaults.fontScale) }
            // A label's `text` is a run without attributes: the defaults alone, without a
            // dozen lookups and casts that all find nothing.
            if attributes.isEmpty {
                text.append(piece, font: font.engineFont, language: defaults.language, tag: runs.count, kern: 0, baselineOffset: 0)
                runs.append(Run(color: defaults.color, background: nil, underline: [], underlineColor: nil,
                                strikethrough: [], strikethroughColor: nil, shadow: nil, font: font))
                return
            }
            if paragraphStyle == nil { paragraphStyle = attributes[.paragraphStyle] as? NSParagraphStyle }
            let languageTag = (attributes[NSAttributedString.Key(kCTLanguageAttributeName as String)] as? String)
                ?? (attributes[NSAttributedString.Key(kCTLanguageAttributeName as String)] as? NSString).map { String(describing: $0) }
            let language = languageTag.map { Language($0) } ?? defaults.language
            let kern = Self.number(attributes[.kern]) ?? Self.number(attributes[.tracking]) ?? 0
            let baselineOffset = Self.number(attributes[.baselineOffset]) ?? 0
            if attributes[.attachment] != nil { unsupported.append("an NSTextAttachment (drawn as an empty space)") }
            if let width = Self.number(attributes[.strokeWidth]), width != 0 { unsupported.append("strokeWidth (text drawn filled)") }
            if let oblique = Self.number(attributes[.obliqueness]), oblique != 0 { unsupported.append("obliqueness") }
            let run = Run(
                color: (attributes[.foregroundColor] as? UIColor) ?? defaults.color,
                background: attributes[.backgroundColor] as? UIColor,
                underline: NSUnderlineStyle(rawValue: Int(Self.number(attributes[.underlineStyle]) ?? 0)),
                underlineColor: attributes[.underlineColor] as? UIColor,
                strikethrough: NSUnderlineStyle(rawValue: Int(Self.number(attributes[.strikethroughStyle]) ?? 0)),
                strikethroughColor: attributes[.strikethroughColor] as? UIColor,
                shadow: attributes[.shadow] as? NSShadow,
                font: font
            )
            text.append(piece, font: font.engineFont, language: language, tag: runs.count, kern: kern, baselineOffset: baselineOffset)
            runs.append(run)
        }
        let style = paragraphStyle
        var paragraph = ParagraphStyle(
            alignment: (style?.alignment ?? defaults.alignment).engineAlignment(rightToLeft: defaults.rightToLeft),
            lineBreakMode: (style?.lineBreakMode ?? defaults.lineBreakMode).engineMode,
            lineSpacing: Double(style?.lineSpacing ?? 0),
            lineHeightMultiple: Double(style?.lineHeightMultiple ?? 0),
            minimumLineHeight: Double(style?.minimumLineHeight ?? 0),
            maximumLineHeight: Double(style?.maximumLineHeight ?? 0)
        )
        paragraph.paragraphSpacing = Double(style?.paragraphSpacing ?? 0)
        paragraph.paragraphSpacingBefore = Double(style?.paragraphSpacingBefore ?? 0)
        if let style, style.firstLineHeadIndent != 0 || style.headIndent != 0 || style.tailIndent != 0 {
            unsupported.append("paragraph indents (firstLineHeadIndent, headIndent, tailIndent)")
        }
        self.text = text
        self.paragraph = paragraph
        self.runs = runs
        self.unsupported = unsupported
    }

    /// A number attribute as a Double, whatever numeric type it was given as.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    /// The text laid out within `maxWidth` (nil: no limit) and `numberOfLines` (0: no limit).
    package func layout(maxWidth: CGFloat?, numberOfLines: Int) -> Result<TextLayout, TextFailure> {
        guard text.scalarCount > 0 else { return .failure(.empty) }
        guard let typesetter = TextEngine.current else {
            return .failure(.noFonts(TextEngine.failure.map { "\($0)" } ?? "no typesetter"))
        }
        let width = maxWidth.flatMap { $0 > 0 && $0.isFinite ? Double($0) : nil }
        do {
            return .success(try typesetter.layout(text, in: TextContainer(maxWidth: width, numberOfLines: max(0, numberOfLines)), style: paragraph))
        } catch {
            return .failure(.layout("\(error)"))
        }
    }

    /// Why text could not be laid out.
    package enum TextFailure: Error, CustomStringConvertible {
        case empty
        case noFonts(String)
        case layout(String)

        package var description: String {
            switch self {
            case .empty: return "no text"
            case let .noFonts(reason): return "no fonts to set text with: \(reason)"
            case let .layout(reason): return reason
            }
        }
    }
}
