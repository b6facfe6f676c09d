/// Text with a font and a language for each stretch of it: the input of the typesetter
/// (what `NSAttributedString` is to TextKit, reduced to what typesetting needs).
public struct StyledText: Hashable, Sendable, CustomStringConvertible {
    /// The whole text.
    public private(set) var string: String
    /// Consecutive spans covering the whole text, in order; empty stretches have no span.
    public private(set) var spans: [TextSpan]
    /// The number of Unicode scalars in `string`.
    public private(set) var scalarCount: Int

    /// Creates text set in one font and language.
    public init(_ string: String, font: Font = .label, language: Language = .japanese) {
        self.string = ""
        self.spans = []
        self.scalarCount = 0
        append(string, font: font, language: language)
    }

    /// Creates empty text, to build with `append`.
    public init() {
        self.string = ""
        self.spans = []
        self.scalarCount = 0
    }

    /// Appends `string` set in `font` and `language`, with the caller's `tag`.
    public mutating func append(_ string: String, font: Font, language: Language, tag: Int = 0, kern: Double = 0, baselineOffset: Double = 0) {
        let count = string.unicodeScalars.count
        guard count > 0 else { return }
        self.string += string
        if let last = spans.last, last.font == font, last.language == language, last.tag == tag, last.kern == kern,
           last.baselineOffset == baselineOffset {
            spans[spans.count - 1].scalarRange = last.scalarRange.lowerBound..<(scalarCount + count)
        } else {
            spans.append(TextSpan(scalarRange: scalarCount..<(scalarCount + count), font: font, language: language, tag: tag,
                                  kern: kern, baselineOffset: baselineOffset))
        }
        scalarCount += count
    }

    /// The language of the text's first span (the paragraph language), or `nil` when empty.
    public var primaryLanguage: Language? { spans.first?.language }

    public var description: String { string }
}
