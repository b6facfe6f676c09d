/// Something a render noticed that a reviewer should see: truncated text, characters no
/// font could draw, broken constraints, APIs that cannot be shown as on iOS.
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
        /// Something iOS would show that cannot be shown here (an SF Symbol, a PDF image, a
        /// font iOS has and Linux does not), or a runtime call that did nothing.
        case unsupported
        /// A localized text the string tables have in no form of the render's language; its
        /// default value was shown.
        case missingTranslation
    }

    public var kind: Kind
    /// Where in the tree, e.g. `UIView > UIStackView[0] > UILabel[1]`.
    public var viewPath: String
    public var message: String

    public init(kind: Kind, viewPath: String, message: String) {
        self.kind = kind
        self.viewPath = viewPath
        self.message = message
    }

    public var description: String { viewPath.isEmpty ? message : "\(viewPath): \(message)" }
}
