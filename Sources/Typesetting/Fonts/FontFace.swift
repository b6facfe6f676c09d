/// One loaded font face: a file (and face index within a collection), its names and metrics.
/// Faces are loaded once per `FontLibrary` and shared by every thread.
public final class FontFace: Hashable, Sendable, CustomStringConvertible {
    /// The family the face was chosen as (the declared family name).
    public let family: String
    /// The face's style name, e.g. `Regular` or `Bold`.
    public let style: String
    /// The absolute path of the font file.
    public let file: String
    /// The face's index within a collection (`.ttc`); 0 for single-face files.
    public let index: Int
    /// The face's OpenType weight (400 regular, 700 bold).
    public let weight: Font.Weight
    /// The `head` table's fontRevision as a 16.16 fixed-point number.
    public let fontRevision: Int
    /// Vertical metrics in font units.
    public let metrics: FontMetrics
    let harfBuzz: HarfBuzzFace
    /// Stable within a process: used as a cache key.
    let id: Int

    init(record: FontRecord, family: String, id: Int) throws(FontError) {
        let harfBuzz = try HarfBuzzFace(file: record.file, index: record.index)
        self.family = family
        self.style = record.style
        self.file = record.file
        self.index = record.index
        self.weight = Font.Weight(value: Font.Weight.openTypeValue(fontconfigWeight: record.fontconfigWeight))
        self.fontRevision = record.fontRevision
        self.harfBuzz = harfBuzz
        self.id = id
        self.metrics = FontMetrics(
            unitsPerEm: harfBuzz.unitsPerEm,
            ascender: harfBuzz.ascender,
            descender: harfBuzz.descender,
            lineGap: harfBuzz.lineGap,
            capHeight: harfBuzz.capHeight,
            xHeight: harfBuzz.xHeight
        )
    }

    /// The font revision as printed by font tools, e.g. `2.004`.
    public var version: String {
        let major = fontRevision >> 16
        let minor = Int((Double(fontRevision & 0xFFFF) / 65536 * 1000).rounded())
        return "\(major).\(String(minor).leftPadded(to: 3))"
    }

    /// Whether the face has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        harfBuzz.covers(scalar.value)
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool {
        lhs.file == rhs.file && lhs.index == rhs.index
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(index)
    }

    public var description: String {
        "\(family) \(style) (\(file)#\(index), version \(version))"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
