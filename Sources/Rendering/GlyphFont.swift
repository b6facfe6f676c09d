/// The font to draw glyphs in: a face (file and index within a collection) at a size.
public struct GlyphFont: Hashable, Sendable {
    /// The absolute path of the font file.
    public var file: String
    /// The face's index in the file (0 for single-face files).
    public var index: Int
    /// The size in points.
    public var pointSize: Double

    public init(file: String, index: Int, pointSize: Double) {
        self.file = file
        self.index = index
        self.pointSize = pointSize
    }
}
