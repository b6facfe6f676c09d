/// One of the team's source files: its absolute path and its text.
public struct MirrorSource: Equatable, Sendable {
    /// The absolute path `#sourceLocation` points diagnostics to.
    public var path: String
    /// The file's text.
    public var text: String

    /// The file at `path` with `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
