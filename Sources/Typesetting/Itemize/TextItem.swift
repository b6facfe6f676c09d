/// A run of characters with one span (font request and language), one script and one face:
/// the unit HarfBuzz shapes.
struct TextItem: Sendable {
    var range: Range<Int>
    var spanIndex: Int
    var face: FontFace
    var script: Script
    var language: Language
    var pointSize: Double
}
