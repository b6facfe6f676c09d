/// Something a render noticed that a reviewer should see: truncated text, characters no
/// font could draw, text that could not be set.
public struct RenderWarning: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Codable {
        case truncatedText
        case missingGlyphs
        case textError
        case layoutConflict
        case ambiguousLayout
        /// A view could not draw part of itself (an image that cannot be decoded or drawn).
        case drawingError
        /// The layout engine's own bookkeeping failed; frames may be wrong (a bug to report).
        case layoutEngineError
    }

    public var kind: Kind
    /// Where in the tree, e.g. `View > StackView[0] > Label[1]`.
    public var viewPath: String
    public var message: String

    public var description: String { "\(viewPath): \(message)" }
}
