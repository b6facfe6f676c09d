/// Why a paragraph could not be laid out.
public enum TextLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The width limit is zero, negative or not finite.
    case invalidWidth(Double)
    /// The line limit is negative.
    case invalidNumberOfLines(Int)
    /// A font size is zero, negative or not finite.
    case invalidFontSize(Double)
    /// ICU failed to find break opportunities.
    case lineBreaking(String)

    public var description: String {
        switch self {
        case let .invalidWidth(width):
            return "The width limit must be a positive, finite number of points (got \(width)); leave it out for no limit."
        case let .invalidNumberOfLines(lines):
            return "The number of lines must be 0 (no limit) or more (got \(lines))."
        case let .invalidFontSize(size):
            return "A font size must be a positive, finite number of points (got \(size))."
        case let .lineBreaking(message):
            return message
        }
    }
}
