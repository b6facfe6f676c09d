/// Why a view tree could not be rendered.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The requested size is zero, negative or not a number.
    case invalidSize(CGSize)
    /// A view's frame holds a value that is not a number or a negative size.
    case invalidFrame(viewPath: String, frame: CGRect)
    /// The view cannot say how big it is (no constraints, no intrinsic size, no `sizeThatFits`).
    case noFittingSize(viewPath: String)
    /// Fonts could not be loaded; the message names what is missing and how to install it.
    case fonts(String)
    /// The image could not be made (a scale that is not a positive number, a surface that
    /// could not be created or encoded); the message says which.
    case image(String)
    /// The environment's language is written right to left, which the text engine does not
    /// lay out yet: refused rather than drawn wrong.
    case rightToLeftLanguage(String)

    public var description: String {
        switch self {
        case let .invalidSize(size):
            return "Cannot render at \(size.width) × \(size.height) points: both sides must be positive, finite numbers."
        case let .invalidFrame(path, frame):
            return "\(path) has the frame \(frame): frames must be finite numbers with sizes of zero or more. Set it in layoutSubviews() or fix "
                + "the constraint that produced it."
        case let .noFittingSize(path):
            return "\(path) has no size of its own (no constraints that size it, no intrinsicContentSize, sizeThatFits(_:) gives zero): "
                + "render it with a fixed size or at a fixed width."
        case let .fonts(message):
            return message
        case let .image(message):
            return message
        case let .rightToLeftLanguage(tag):
            return "The environment's language \(tag) is written right to left, which this renderer does not lay out yet (its text engine sets "
                + "left-to-right text only): the image would be wrong, so none is made. Render this view in a left-to-right language."
        }
    }
}
