import SwiftSyntax

/// `#keyPath(Type.a.b)` → `"a.b"`: the key path's names, without the leading type name
/// (`Outer.Type` too: names starting with a capital) or `self`.
enum KeyPathRewrite {
    /// The key path string of `node` (a `#keyPath(...)` expression), or `nil` when its
    /// argument is not a chain of names.
    static func path(_ node: MacroExpansionExprSyntax) -> String? {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
              var names = names(in: argument.expression), !names.isEmpty else { return nil }
        while names.count > 1, names[0] == "self" || names[0].first?.isUppercase == true {
            names.removeFirst()
        }
        return names.joined(separator: ".")
    }

    /// `a.b.c` as `["a", "b", "c"]`.
    private static func names(in expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return [reference.baseName.text.trimmingBackticks]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let prefix = names(in: base) {
            return prefix + [member.declName.baseName.text.trimmingBackticks]
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return names(in: specialized.expression)
        }
        return nil
    }
}
