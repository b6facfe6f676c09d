import ViewKit

/// Sample content for catalog variants.
enum CatalogSamples {
    /// Text alternating Japanese and English stretches, each tagged with its language, so
    /// the Japanese keeps Japanese forms whatever the environment's language. The first
    /// piece is Japanese, the second English, and so on; empty pieces are skipped.
    static func mixed(_ pieces: String...) -> AttributedText {
        var text = AttributedText()
        for (index, piece) in pieces.enumerated() where !piece.isEmpty {
            text.append(piece, attributes: TextAttributes(language: index.isMultiple(of: 2) ? .japanese : .english))
        }
        return text
    }
}
