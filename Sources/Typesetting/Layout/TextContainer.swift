/// The space text is laid out in: a width limit and a line limit.
public struct TextContainer: Hashable, Sendable {
    /// The width lines wrap at, in points; `nil` for no limit (one line per paragraph).
    public var maxWidth: Double?
    /// The most lines shown; 0 for no limit (UILabel's `numberOfLines`).
    public var numberOfLines: Int

    /// Creates a container.
    public init(maxWidth: Double? = nil, numberOfLines: Int = 0) {
        self.maxWidth = maxWidth
        self.numberOfLines = numberOfLines
    }

    func validate() throws(TextLayoutError) {
        if let width = maxWidth, !(width.isFinite && width > 0) {
            throw .invalidWidth(width)
        }
        if numberOfLines < 0 { throw .invalidNumberOfLines(numberOfLines) }
    }
}
