import SwiftSyntax

/// `@NSManaged` declarations → code backed by `ManagedStorage`, on the same lines.
///
/// ```swift
/// @NSManaged var title: String?
/// var title: String? { get { ManagedStorage.value(self, "title") } set { ManagedStorage.setValue(newValue, self, "title") } }
/// ```
enum ManagedRewrite {
    /// Turns a managed property into a computed one (the attribute itself is removed as the
    /// other removed attributes are); returns why it cannot, if it cannot.
    static func rewrite(variable node: VariableDeclSyntax, edits: inout SourceEdits) -> String? {
        guard node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation, binding.accessorBlock == nil, binding.initializer == nil else {
            return "@NSManaged declarations must declare one property with its type and no value "
                + "(@NSManaged var name: String?) to be mirrored; split this declaration."
        }
        let key = SelectorRewrite.literal(name.trimmingBackticks)
        edits.insert(" { get { ManagedStorage.value(self, \(key)) } set { ManagedStorage.setValue(newValue, self, \(key)) } }",
                     at: type.endPositionBeforeTrailingTrivia.utf8Offset)
        return nil
    }

    /// Gives a managed method (Core Data's generated `addToItems(_:)`, `removeFromItems(_:)`)
    /// a body: the to-many helpers of `ManagedStorage`, or a runtime issue for the others.
    static func rewrite(function node: FunctionDeclSyntax, edits: inout SourceEdits) {
        guard node.body == nil else { return }
        let name = node.name.text
        let parameters = node.signature.parameterClause.parameters
        let body: String
        if parameters.count == 1, let parameter = parameters.first, let key = relationship(in: name) {
            let value = (parameter.secondName ?? parameter.firstName).text
            let helper = key.adding ? "ManagedStorage.add(\(value), to: " : "ManagedStorage.remove(\(value), from: "
            body = " { \(helper)\(SelectorRewrite.literal(key.name)), of: self) }"
        } else if node.signature.returnClause == nil {
            let message = "@NSManaged method \(name) has no Linux implementation (only addToX(_:) and removeFromX(_:) "
                + "are mirrored); nothing was done."
            body = " { ObjCRuntimeIssues.report(\(SelectorRewrite.literal(message))) }"
        } else {
            body = " { fatalError(\(SelectorRewrite.literal("@NSManaged method \(name) has no Linux implementation."))) }"
        }
        edits.insert(body, at: node.signature.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The relationship `addToItems` / `removeFromItems` changes: `items`.
    private static func relationship(in name: String) -> (name: String, adding: Bool)? {
        for (prefix, adding) in [("addTo", true), ("removeFrom", false)] where name.hasPrefix(prefix) && name.count > prefix.count {
            let rest = name.dropFirst(prefix.count)
            return (rest.prefix(1).lowercased() + rest.dropFirst(), adding)
        }
        return nil
    }
}
