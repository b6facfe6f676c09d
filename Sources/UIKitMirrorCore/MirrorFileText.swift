import SwiftSyntax

/// The layout of a mirror file.
enum MirrorFileText {
    /// The header, the rewritten text between `#sourceLocation` directives (so diagnostics
    /// point at the original's lines), and the generated declarations.
    ///
    /// When the original has syntax errors the closing `#sourceLocation()` and the generated
    /// declarations are left out, and `closingBraces(missingAtEndOf:)` follows the text.
    static func assemble(path: String, rewritten: String, generated: String, closeLocation: Bool) -> String {
        var text = "// Mirror of \(path), made by uikit-mirror; edit the original, not this file.\n"
        text += "import ObjectiveC\n"
        text += "#sourceLocation(file: \(SelectorRewrite.literal(path)), line: 1)\n"
        text += rewritten
        if rewritten.utf8.last != UInt8(ascii: "\n") { text += "\n" }
        guard closeLocation else { return text }
        text += "#sourceLocation()\n"
        if !generated.isEmpty { text += generated }
        return text
    }

    /// For a file whose braces are not all closed at its end: an `#error` saying so and the
    /// missing braces, on the lines after its last. The compiler reports a missing brace at
    /// the very end of a file at the end of the mirror, which `#sourceLocation` does not
    /// map; this reports it at the original's end instead.
    static func closingBraces(missingAtEndOf tree: SourceFileSyntax) -> String {
        var missing = 0
        for token in tree.tokens(viewMode: .all).reversed() where token.tokenKind != .endOfFile {
            guard token.presence == .missing else { break }
            if token.tokenKind == .rightBrace { missing += 1 }
        }
        guard missing > 0 else { return "" }
        let message = "expected '}' before the end of this file: \(missing) \(missing == 1 ? "brace is" : "braces are") not closed"
        return "\n#error(\(SelectorRewrite.literal(message)))\n" + String(repeating: "}", count: missing) + "\n"
    }
}
