/// The layout of a mirror file.
enum MirrorFileText {
    /// The header, the rewritten text between `#sourceLocation` directives (so diagnostics
    /// point at the original's lines), and the generated declarations.
    ///
    /// When the original has syntax errors the closing `#sourceLocation()` and the generated
    /// declarations are left out, so an error at the end of the file (a missing `}`) is still
    /// reported in the original.
    static func assemble(path: String, rewritten: String, generated: String, closeLocation: Bool) -> String {
        var text = "// Mirror of \(path), made by uikit-mirror; edit the original, not this file.\n"
        text += "import ObjectiveC\n"
        text += "#sourceLocation(file: \(SelectorRewrite.literal(path)), line: 1)\n"
        text += rewritten
        if !rewritten.hasSuffix("\n") { text += "\n" }
        guard closeLocation else { return text }
        text += "#sourceLocation()\n"
        if !generated.isEmpty { text += generated }
        return text
    }
}
