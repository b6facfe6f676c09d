/// A face's vertical metrics in font units, as HarfBuzz reports them (OS/2 typo metrics when
/// the font asks for them, else hhea).
public struct FontMetrics: Hashable, Sendable {
    /// Font units per em.
    public var unitsPerEm: Int
    /// Distance from the baseline up to the top of the line box (positive).
    public var ascender: Int
    /// Distance from the baseline down to the bottom of the line box (negative).
    public var descender: Int
    /// Extra space between lines (the font's leading).
    public var lineGap: Int
    /// Height of capital letters.
    public var capHeight: Int
    /// Height of lowercase letters.
    public var xHeight: Int

    /// `units` converted to points at `pointSize`.
    public func points(_ units: Int, at pointSize: Double) -> Double {
        Double(units) * pointSize / Double(unitsPerEm)
    }

    /// Ascender + |descender| + line gap, in points: UIFont's `lineHeight` plus `leading`.
    public func lineHeight(at pointSize: Double) -> Double {
        points(ascender - descender + lineGap, at: pointSize)
    }
}
