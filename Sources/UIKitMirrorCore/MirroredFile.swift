/// The mirror of one source file: the text to compile and what the rewrite did.
public struct MirroredFile: Equatable, Sendable {
    /// The original file's path.
    public var path: String
    /// The whole mirror file: header, the rewritten text between `#sourceLocation`
    /// directives, and the declarations generated for it.
    public var text: String
    /// The rewritten original alone: line N is the original's line N, once `insertedText` is
    /// taken out.
    public var rewrittenSection: String
    /// The lines (1-based) an edit touched; every other line is the original's.
    public var editedLines: Set<Int>
    /// The blocks inserted into class bodies (forwarders of members of extensions that Swift on
    /// Linux rejects there), each between `#sourceLocation` directives, so the lines after it
    /// keep the original's numbers. Removing them from `rewrittenSection` gives the original's
    /// lines.
    public var insertedText: [String]
    /// The declarations generated after the rewritten text (default implementations of
    /// optional requirements, the registration of Interface Builder members), or empty.
    public var generated: String
    /// Whether the original has syntax errors (it is mirrored anyway, so the compiler reports
    /// them at the original's lines).
    public var hasSyntaxErrors: Bool
    /// What the rewrite could not do.
    public var diagnostics: [MirrorDiagnostic]
    /// The function in `generated` that registers the Interface Builder members of the file's
    /// classes (outlets, inspectables, actions), which the module's `UIKitMirrorModuleMembers`
    /// calls; `nil` when the file declares none.
    public var registrationFunction: String?
}
