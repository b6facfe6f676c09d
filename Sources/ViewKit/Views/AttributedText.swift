/// Text with attributes per stretch (what `NSAttributedString` is to a UILabel, reduced to
/// font, color and language).
public struct AttributedText: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// A stretch of text with its attributes.
    public struct Segment: Hashable, Sendable {
        public var string: String
        public var attributes: TextAttributes
    }

    public private(set) var segments: [Segment] = []

    /// Text with one set of attributes.
    public init(_ string: String = "", attributes: TextAttributes = TextAttributes()) {
        append(string, attributes: attributes)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Appends `string` with `attributes`.
    public mutating func append(_ string: String, attributes: TextAttributes = TextAttributes()) {
        guard !string.isEmpty else { return }
        segments.append(Segment(string: string, attributes: attributes))
    }

    /// The two texts one after the other.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        var result = lhs
        result.segments += rhs.segments
        return result
    }

    /// The plain text.
    public var string: String { segments.map(\.string).joined() }

    public var description: String { string }
}
