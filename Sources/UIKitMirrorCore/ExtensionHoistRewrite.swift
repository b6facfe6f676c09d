import SwiftSyntax

/// The edits for members `ExtensionHoisting` hoists: the original, renamed in place in its
/// extension, and the forwarders inserted before the class's closing brace.
///
/// ```swift
/// extension Card {
///     override func layoutSubviews() { … }      // → fileprivate func _mirror_Card_layoutSubviews() { … }
///     override var isHighlighted: Bool {        // → fileprivate func _mirror_Card_isHighlighted(_ _mirrorIsWillSet: Bool, _ _mirrorValue: Optional<Bool>) {
///         didSet { alpha = 0.5 }                // →     func _mirrorDidSet() { alpha = 0.5 }
///     }                                         // → ; if !_mirrorIsWillSet { _mirrorDidSet() } }
/// }
/// ```
enum ExtensionHoistRewrite {
    /// Renames the original of a hoisted method or computed property and gives it the
    /// implementation's access, without `override`.
    static func rewriteOriginal(_ function: FunctionDeclSyntax, _ hoisted: ExtensionHoisting.Hoisted, edits: inout SourceEdits) {
        removeOverrideAndAccess(function.modifiers, edits: &edits)
        edits.insert(accessPrefix(hoisted), at: function.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
        edits.replace(function.name, with: hoisted.member.implementationName)
    }

    /// Renames a hoisted computed property, or makes an observed one a method (see the type's
    /// documentation) whose nested `_mirrorWillSet`/`_mirrorDidSet` are the observers' bodies.
    static func rewriteOriginal(_ variable: VariableDeclSyntax, _ hoisted: ExtensionHoisting.Hoisted, edits: inout SourceEdits) {
        guard let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return }
        removeOverrideAndAccess(variable.modifiers, edits: &edits)
        let member = hoisted.member
        guard member.kind == .observedProperty, let type = binding.typeAnnotation?.type,
              let block = binding.accessorBlock, case .accessors(let accessors) = block.accessors else {
            edits.insert(accessPrefix(hoisted), at: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset)
            edits.replace(identifier, with: member.implementationName)
            return
        }
        let written = ExtensionForwarder.flat(type)
        let valueType = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self).map { ExtensionForwarder.flat($0.wrappedType) + "?" } ?? written
        edits.replace(from: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                      to: block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                      with: accessPrefix(hoisted) + "func \(member.implementationName)(_ _mirrorIsWillSet: Bool, "
                        + "_ _mirrorValue: Optional<\(valueType)>) {")
        var calls: [String] = []
        for accessor in accessors {
            guard let body = accessor.body else { continue }
            let isWillSet = accessor.accessorSpecifier.text == "willSet"
            let parameter = accessor.parameters?.name.text ?? (isWillSet ? "newValue" : "oldValue")
            let declaration: String
            if isWillSet {
                declaration = "func _mirrorWillSet(_ \(parameter): \(written)) {"
                calls.append("if _mirrorIsWillSet, let _mirrorValue { _mirrorWillSet(_mirrorValue) }")
            } else if member.didSetReadsOldValue {
                declaration = "func _mirrorDidSet(_ \(parameter): \(written)) {"
                calls.append("if !_mirrorIsWillSet, let _mirrorValue { _mirrorDidSet(_mirrorValue) }")
            } else {
                declaration = "func _mirrorDidSet() {"
                calls.append("if !_mirrorIsWillSet { _mirrorDidSet() }")
            }
            edits.replace(from: accessor.positionAfterSkippingLeadingTrivia.utf8Offset,
                          to: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, with: declaration)
        }
        edits.insert("; " + calls.joined(separator: "; ") + " ", at: block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The text inserted before the closing brace of a class's body (at its line `braceLine` of
    /// `classFile`): each forwarder under its member's `#if` conditions, after a
    /// `#sourceLocation` naming the member's file and line, then a `#sourceLocation` back to
    /// the brace's line, so the brace and everything after it keep their lines. It goes at the
    /// start of the brace's line when only indentation precedes the brace there, else it
    /// starts with a line break.
    static func insertion(_ hoisted: [ExtensionHoisting.Hoisted], classFile: String, braceLine: Int,
                          atLineStart: Bool) -> String {
        var text = atLineStart ? "" : "\n"
        for entry in hoisted {
            let member = entry.member
            var forwarder = "#sourceLocation(file: \(SelectorRewrite.literal(member.file)), line: \(member.line))\n"
            forwarder += "    " + (member.forwarder ?? "") + "\n"
            text += member.conditions.isEmpty
                ? forwarder
                : "#if \(member.conditions.joined(separator: " && "))\n" + forwarder + "#endif\n"
        }
        return text + "#sourceLocation(file: \(SelectorRewrite.literal(classFile)), line: \(braceLine))\n"
    }

    /// The length in UTF-8 bytes of the spaces and tabs before `token` on its line, when nothing
    /// else precedes it there; `nil` when something does.
    static func indentation(before token: TokenSyntax) -> Int? {
        var length = 0
        for piece in token.leadingTrivia.pieces.reversed() {
            switch piece {
            case .spaces(let count), .tabs(let count): length += count
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: return length
            default: return nil
            }
        }
        return token.previousToken(viewMode: .sourceAccurate) == nil ? length : nil
    }

    /// Whether `node` is declared where the module index sees it: not inside a function,
    /// accessor or closure (a local class is not the module's class of that name).
    static func isModuleLevel(_ node: some SyntaxProtocol) -> Bool {
        node.ancestor(CodeBlockSyntax.self) == nil && node.ancestor(AccessorBlockSyntax.self) == nil
            && node.ancestor(ClosureExprSyntax.self) == nil
    }

    private static func accessPrefix(_ hoisted: ExtensionHoisting.Hoisted) -> String {
        hoisted.implementationAccess.map { $0 + " " } ?? ""
    }

    private static func removeOverrideAndAccess(_ modifiers: DeclModifierListSyntax, edits: inout SourceEdits) {
        for modifier in modifiers where modifier.name.tokenKind == .keyword(.override) || AccessLevel.isAccessModifier(modifier) {
            edits.remove(modifier)
        }
    }
}
