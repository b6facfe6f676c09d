import SwiftSyntax

/// Wraps the optional chain around a call of an optional requirement in `try?`:
/// `delegate?.height?(3) ?? 44` → `(try? delegate?.height(3)) ?? 44`, and a statement
/// `delegate?.didTap?()` → `_ = try? delegate?.didTap()`. `try?` flattens the result to the
/// optional the original chain had.
enum OptionalCallRewrite {
    /// Wraps the chain `call` belongs to, once per chain.
    static func wrap(_ call: Syntax, edits: inout SourceEdits, wrapped: inout Set<SyntaxIdentifier>) {
        let top = chainTop(of: call)
        guard wrapped.insert(top.id).inserted else { return }
        let start = top.positionAfterSkippingLeadingTrivia.utf8Offset
        if isDiscardedStatement(top) {
            edits.insert("_ = try? ", at: start)
        } else {
            edits.insert("(try? ", at: start)
            edits.insert(")", at: top.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    /// The outermost postfix expression of the optional chain that starts at `node`: member
    /// accesses, calls, subscripts and unwraps applied to it.
    static func chainTop(of node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = parent
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == current.id {
                current = parent
            } else if let chaining = parent.as(OptionalChainingExprSyntax.self), chaining.expression.id == current.id {
                current = parent
            } else if let unwrap = parent.as(ForceUnwrapExprSyntax.self), unwrap.expression.id == current.id {
                current = parent
            } else {
                break
            }
        }
        return current
    }

    /// Whether `expression` is a statement whose value nobody uses: not the only expression
    /// of a closure, a function with a result, or a branch of an `if` or `switch` expression.
    private static func isDiscardedStatement(_ expression: Syntax) -> Bool {
        guard let item = expression.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        if list.count > 1 { return true }
        guard let owner = list.parent else { return false }
        if owner.is(SourceFileSyntax.self) { return true }
        guard owner.is(CodeBlockSyntax.self), let container = owner.parent else { return false }
        if let function = container.as(FunctionDeclSyntax.self) { return function.signature.returnClause == nil }
        if let accessor = container.as(AccessorDeclSyntax.self) { return accessor.accessorSpecifier.text != "get" }
        return container.is(InitializerDeclSyntax.self) || container.is(DeinitializerDeclSyntax.self)
            || container.is(ForStmtSyntax.self) || container.is(WhileStmtSyntax.self) || container.is(RepeatStmtSyntax.self)
            || container.is(GuardStmtSyntax.self) || container.is(DeferStmtSyntax.self)
    }
}
