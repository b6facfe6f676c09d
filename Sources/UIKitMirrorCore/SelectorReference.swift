import SwiftSyntax

/// What a `#selector(...)` expression names: a method, or a property's getter or setter,
/// with the type or expression it is qualified by.
struct SelectorReference: Equatable {
    /// Whether the selector names a method or a property accessor.
    enum Kind: Equatable {
        case method, getter, setter
    }

    /// What precedes the name.
    enum Qualifier: Equatable {
        /// Nothing: `#selector(tapped)`.
        case none
        /// `self.`: `#selector(self.tapped)`.
        case selfExpression
        /// A type: `#selector(CardView.tapped)`.
        case type(String)
        /// Another expression: `#selector(viewModel.refresh)`.
        case expression(String)
    }

    var kind: Kind
    var qualifier: Qualifier
    /// The base name as written (with backticks, if any).
    var baseName: String
    /// The argument labels, when written (`tapped(_:event:)`); `nil` for `_`.
    var labels: [String?]?

    /// The reference `node` (a `#selector(...)` expression) makes, or `nil` when its argument
    /// is not a name this rewriter understands.
    init?(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first else { return nil }
        switch argument.label?.text {
        case nil: kind = .method
        case "getter": kind = .getter
        case "setter": kind = .setter
        default: return nil
        }
        var expression = argument.expression
        var castToNoArguments = false
        while true {
            if let cast = expression.as(AsExprSyntax.self) {
                castToNoArguments = cast.type.as(FunctionTypeSyntax.self)?.parameters.isEmpty == true
                expression = cast.expression
            } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      let first = sequence.elements.first, let last = sequence.elements.last,
                      sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
                // `tap as () -> Void`, as the parser leaves it (unfolded).
                castToNoArguments = last.as(TypeExprSyntax.self)?.type.as(FunctionTypeSyntax.self)?.parameters.isEmpty == true
                expression = first
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
            } else {
                break
            }
        }
        let reference: DeclReferenceExprSyntax
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            reference = member.declName
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                qualifier = .selfExpression
            } else if Self.isTypeName(base) {
                qualifier = .type(base.trimmedDescription)
            } else {
                qualifier = .expression(base.trimmedDescription)
            }
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
            qualifier = .none
        } else {
            return nil
        }
        baseName = reference.baseName.text
        labels = reference.argumentNames.map { names in names.arguments.map { Attributes.label($0.name) } }
            ?? (castToNoArguments ? [] : nil)
    }

    /// The base name without backticks, as Objective-C spells it.
    var plainBaseName: String {
        baseName.trimmingBackticks
    }

    /// Whether `expression` looks like a type name: `Card`, `Outer.Inner`, `Box<Int>`.
    private static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.trimmingBackticks.first?.isUppercase == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return isTypeName(base) && member.declName.baseName.text.trimmingBackticks.first?.isUppercase == true
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return isTypeName(specialized.expression)
        }
        return false
    }
}

extension String {
    /// The identifier without the backticks that escape a keyword.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
