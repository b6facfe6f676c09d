import Locking
import Synchronization

/// The text engine: sets styled text in lines with the fonts a `FontFamilies` declaration
/// chooses, in four stages as Pango has them: itemize (script, language, font), shape
/// (HarfBuzz), break (ICU with kinsoku) and lay out lines.
///
/// A typesetter is safe to use from many threads at once. It caches font cascades, shaped
/// texts (so the same text at another width skips itemizing and shaping) and whole
/// layouts (so setting the same label again costs a lookup).
public final class Typesetter: Sendable {
    /// The declaration fonts are chosen from.
    public let families: FontFamilies
    /// Where faces are found and loaded.
    public let library: FontLibrary
    /// Declared fallback families that are not installed (the text still sets, in the
    /// families after them).
    public let missingFallbacks: [FontFamily]

    /// Shaped texts and their layouts: at most 2,048 texts and 200,000 characters in all. A
    /// cached character costs up to about half a kilobyte (its glyphs, and its lines in up to
    /// 8 layouts), so the cache stays under about 100 MB; by count alone, 2,048 texts of 4,096
    /// characters held gigabytes (found by scripts/fuzz). UI labels are far below either limit.
    private let texts = LRUCache<TextKey, TextCacheEntry>(capacity: 2048, maximumCost: maximumCachedCharacters)
    static let maximumCachedCharacters = 200_000
    /// Texts longer than this are laid out afresh each time, so a few huge paragraphs
    /// cannot fill memory through the caches (labels are far shorter).
    private static let longestCachedText = 4096
    private let cascades = Locked<[CascadeKey: [FontFace]]>([:])
    /// The `FontRegistry` generation the cascades and cached texts were made under: fonts
    /// registered or unregistered since make them stale.
    private let registrationGeneration = Atomic<Int>(0)

    private struct CascadeKey: Hashable, Sendable {
        var family: String?
        var weight: Font.Weight
        var language: Language
    }

    /// Creates a typesetter, checking that the declaration's primary families are
    /// installed: the first system family and the first family of each language.
    public init(families: FontFamilies = .standard, library: FontLibrary? = nil) throws(FontError) {
        let library = if let library { library } else { try FontLibrary.shared() }
        for family in families.requiredFamilies {
            if try library.face(family: family.name) == nil {
                throw .familyNotInstalled(family: family.name, debianPackage: family.debianPackage)
            }
        }
        var missing: [FontFamily] = []
        for family in families.allFamilies {
            if try library.face(family: family.name) == nil { missing.append(family) }
        }
        self.families = families
        self.library = library
        self.missingFallbacks = missing
    }

    /// The faces tried, in order, for text in `font` and `language`: the font's own family,
    /// the system families, the language's families, the last resort. A family the font
    /// names but that is not installed is an error (silently setting the text in another
    /// family would make a snapshot lie).
    public func cascade(for font: Font, language: Language) throws(FontError) -> [FontFace] {
        forgetCachesIfFontsChanged()
        let key = CascadeKey(family: font.family, weight: font.weight, language: language)
        if let cached = cascades.withLock({ $0[key] }) { return cached }
        var names: [FontFamily] = []
        if let family = font.family {
            let declared = families.allFamilies.first { $0.name.lowercased() == family.lowercased() }
            guard try library.face(family: family, weight: font.weight) != nil else {
                throw .familyNotInstalled(family: family, debianPackage: declared?.debianPackage)
            }
            names.append(declared ?? FontFamily(family))
        }
        names += families.system + families.families(for: language) + families.lastResort
        var faces: [FontFace] = []
        for family in names {
            if let face = try library.face(family: family.name, weight: font.weight), !faces.contains(face) {
                faces.append(face)
            }
        }
        guard !faces.isEmpty else {
            let first = names.first ?? FontFamily("(none declared)")
            throw .familyNotInstalled(family: first.name, debianPackage: first.debianPackage)
        }
        cascades.withLock { $0[key] = faces }
        return faces
    }

    /// Lays out `string` in one font and language.
    public func layout(
        _ string: String,
        font: Font = .label,
        language: Language = .japanese,
        in container: TextContainer = TextContainer(),
        style: ParagraphStyle = ParagraphStyle()
    ) throws -> TextLayout {
        try layout(StyledText(string, font: font, language: language), in: container, style: style)
    }

    /// Lays out `text` in `container` with `style`.
    public func layout(
        _ text: StyledText,
        in container: TextContainer = TextContainer(),
        style: ParagraphStyle = ParagraphStyle()
    ) throws -> TextLayout {
        forgetCachesIfFontsChanged()
        try container.validate()
        for span in text.spans where !(span.font.pointSize.isFinite && span.font.pointSize > 0) {
            throw TextLayoutError.invalidFontSize(span.font.pointSize)
        }
        let key = TextKey(text)
        let request = TextCacheEntry.Request(container: container, style: style)
        if let entry = texts[key] {
            if let cached = entry.layout(for: request) { return cached }
            let layout = try makeLayout(entry.shaped, container: container, style: style)
            entry.store(layout, for: request)
            return layout
        }
        let shaped = try shapedText(key)
        let layout = try makeLayout(shaped, container: container, style: style)
        if text.scalarCount <= Self.longestCachedText {
            texts.insert(TextCacheEntry(shaped: shaped, first: request, layout: layout), for: key, cost: text.scalarCount)
        }
        return layout
    }

    /// The version of ICU that breaks lines (line breaks can change between versions).
    public static var icuVersion: String {
        ICUBreakIterator.icuVersion
    }

    /// A number that changes whenever fonts are registered or unregistered (after which
    /// the same text may lay out differently): a caller that keeps layouts keeps them with
    /// the generation they were made in. Reading it brings the typesetter's caches up to date.
    public var fontGeneration: Int {
        forgetCachesIfFontsChanged()
        return registrationGeneration.load(ordering: .acquiring)
    }

    /// Empties the cascades and text caches when fonts were registered or unregistered
    /// since they were filled.
    private func forgetCachesIfFontsChanged() {
        let current = library.syncRegisteredFonts()
        // One thread wins the exchange and empties the caches, as one did under a lock.
        let seen = registrationGeneration.load(ordering: .acquiring)
        guard seen != current,
              registrationGeneration.compareExchange(expected: seen, desired: current, ordering: .acquiringAndReleasing).exchanged else { return }
        cascades.withLock { $0 = [:] }
        texts.removeAll()
    }

    /// How many texts the cache keeps, and their characters in all.
    var cachedTextUsage: (texts: Int, characters: Int) {
        let usage = texts.usage
        return (usage.count, usage.cost)
    }

    /// Forgets cached shaped texts and layouts (fonts stay loaded), e.g. to measure cold
    /// costs.
    public func removeCachedLayouts() {
        texts.removeAll()
    }

    private func shapedText(_ key: TextKey) throws(FontError) -> ShapedText {
        var cascades: [[FontFace]] = []
        cascades.reserveCapacity(key.text.spans.count)
        for span in key.text.spans {
            cascades.append(try cascade(for: span.font, language: span.language))
        }
        return ShapedText(buffer: TextBuffer(key.text), cascades: cascades)
    }

    private func makeLayout(_ shaped: ShapedText, container: TextContainer, style: ParagraphStyle) throws -> TextLayout {
        let buffer = shaped.buffer
        let limit = container.numberOfLines
        var lines: [TextLine] = []
        var isTruncated = false
        paragraphs: for (paragraphNumber, paragraph) in shaped.paragraphs.enumerated() {
            let isLastParagraph = paragraphNumber == shaped.paragraphs.count - 1
            let assembler = LineAssembler(paragraph: paragraph, buffer: buffer, cascades: shaped.cascades)
            let ranges = try lineRanges(paragraph, buffer: buffer, container: container, style: style)
            for (lineNumber, lineRange) in ranges.enumerated() {
                let isLastOfText = isLastParagraph && lineNumber == ranges.count - 1
                if limit > 0, lines.count == limit - 1, !isLastOfText {
                    isTruncated = true
                    lines.append(assembler.lastLine(
                        lineRange,
                        mode: style.lineBreakMode,
                        maxWidth: container.maxWidth,
                        hiddenAfter: !isLastParagraph
                    ))
                    break paragraphs
                }
                lines.append(assembler.line(lineRange))
            }
        }
        return LinePlacement(style: style, maxWidth: container.maxWidth).place(
            lines, text: buffer.text, missing: shaped.missing, isTruncated: isTruncated
        )
    }

    private func lineRanges(
        _ paragraph: ShapedParagraph,
        buffer: TextBuffer,
        container: TextContainer,
        style: ParagraphStyle
    ) throws -> [Range<Int>] {
        guard let maxWidth = container.maxWidth, !paragraph.range.isEmpty else { return [paragraph.range] }
        // A paragraph that fits is one line, wherever it could break.
        if paragraph.visibleWidth(paragraph.range.lowerBound, paragraph.range.upperBound, scalars: buffer.scalars) <= maxWidth {
            return [paragraph.range]
        }
        let opportunities: [Int]
        if style.lineBreakMode == .byCharWrapping {
            opportunities = BreakOpportunities.characters(in: paragraph)
        } else {
            let language = buffer.text.spans[buffer.spanIndex(at: paragraph.range.lowerBound)].language
            opportunities = try BreakOpportunities.words(in: paragraph, buffer: buffer, language: language, strictness: style.lineBreakStrictness)
        }
        return LineFiller(paragraph: paragraph, scalars: buffer.scalars, maxWidth: container.maxWidth, opportunities: opportunities).lines()
    }
}
