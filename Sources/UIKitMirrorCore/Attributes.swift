import SwiftSyntax

/// Reading attributes and labels off declarations.
enum Attributes {
    /// The names of the attributes in `list` (`objc`, `IBOutlet`, ...), including those
    /// inside `#if` clauses.
    static func names(in list: AttributeListSyntax) -> [String] {
        all(in: list).map { name(of: $0) }
    }

    /// Every attribute of `list`, including those inside `#if` clauses.
    static func all(in list: AttributeListSyntax) -> [AttributeSyntax] {
        list.flatMap { element -> [AttributeSyntax] in
            switch element {
            case .attribute(let attribute): [attribute]
            case .ifConfigDecl(let config):
                config.clauses.flatMap { clause -> [AttributeSyntax] in
                    guard case .attributes(let nested) = clause.elements else { return [] }
                    return all(in: nested)
                }
            }
        }
    }

    /// The attribute's name without `@` and arguments.
    static func name(of attribute: AttributeSyntax) -> String {
        attribute.attributeName.trimmedDescription
    }

    /// The Objective-C name `@objc(name:)` gives, if any.
    static func objectiveCName(in list: AttributeListSyntax) -> String? {
        for attribute in all(in: list) where name(of: attribute) == "objc" {
            guard case .objCName(let pieces)? = attribute.arguments else { continue }
            return pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
        }
        return nil
    }

    /// An argument label: `nil` for `_`.
    static func label(_ token: TokenSyntax) -> String? {
        token.tokenKind == .wildcard ? nil : token.text.trimmingBackticks
    }
}
