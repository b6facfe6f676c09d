import Foundation
import SwiftSyntax

/// What a forwarder needs to know of the extension its member is declared in.
struct ForwarderContext {
    /// The extended class, qualified.
    var typeName: String
    /// The access level the extension declares, if any (its members' default).
    var extensionAccess: AccessLevel?
    /// The extension's attributes (`@available` applies to its members).
    var extensionAttributes: AttributeListSyntax
}

/// Why a member cannot get a forwarder: a noun phrase (`a variadic parameter`).
struct ForwarderUnsupported: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The one-line declarations the mirror puts in a class's body for members of its extensions
/// that Swift on Linux rejects there: same name, signature, attributes and modifiers
/// (`override` too), forwarding to the original, renamed and left where it was.
///
/// ```swift
/// override func layoutSubviews() { _mirror_Card_layoutSubviews() }
/// override var intrinsicContentSize: CGSize { _mirror_Card_intrinsicContentSize }
/// override var isHighlighted: Bool { didSet { _mirror_Card_isHighlighted(false, oldValue) } }
/// ```
enum ExtensionForwarder {
    /// Modifiers the forwarder keeps (the rest, such as `dynamic`, stay on the original only).
    private static let keptModifiers: Set<String> = [
        "override", "class", "static", "final", "nonisolated", "open", "public", "package", "internal", "fileprivate", "private",
    ]

    /// Attributes of a member that the forwarder keeps; global actors (`…Actor`) are kept too.
    private static let keptAttributes: Set<String> = [
        "available", "discardableResult", "preconcurrency", "_disfavoredOverload", "warn_unqualified_access",
    ]

    /// The forwarder of a method: its parameters passed on by label (`&` for `inout`).
    static func method(_ function: FunctionDeclSyntax, context: ForwarderContext) -> Result<String, ForwarderUnsupported> {
        var parameters: [String] = []
        var arguments: [String] = []
        for (position, parameter) in function.signature.parameterClause.parameters.enumerated() {
            if parameter.ellipsis != nil { return .failure(ForwarderUnsupported("a variadic parameter")) }
            let type = flat(parameter.type)
            let label = parameter.firstName
            let written = parameter.secondName ?? label
            let inner = written.tokenKind == .wildcard ? "_mirrorArgument\(position)" : written.text
            var text = (parameter.attributes.map(flat) + parameter.modifiers.map(flat))
                .map { $0 + " " }.joined()
            text += label.text == inner ? inner : "\(label.text) \(inner)"
            text += ": \(type)"
            if let defaultValue = parameter.defaultValue { text += " \(flat(defaultValue))" }
            parameters.append(text)
            var argument = (type.hasPrefix("inout ") ? "&" : "") + inner + (type.contains("@autoclosure") ? "()" : "")
            if label.tokenKind != .wildcard { argument = "\(label.text): " + argument }
            arguments.append(argument)
        }
        let signature = function.signature
        let effects = signature.effectSpecifiers
        var call = (effects?.throwsClause == nil ? "" : "try ") + (effects?.asyncSpecifier == nil ? "" : "await ")
        call += implementation(function.name, context) + "(" + arguments.joined(separator: ", ") + ")"
        var text = prefix(function.attributes, function.modifiers, context) + "func " + function.name.text
        text += function.genericParameterClause.map(flat) ?? ""
        text += "(" + parameters.joined(separator: ", ") + ")"
        for part in [effects.map(flat), signature.returnClause.map(flat), function.genericWhereClause.map(flat)] {
            if let part, !part.isEmpty { text += " " + part }
        }
        text += " { " + (signature.returnClause == nil ? "" : "return ") + call + " }"
        return .success(text)
    }

    /// The forwarder of a computed property: a getter, and a setter when the original has one.
    static func property(_ variable: VariableDeclSyntax, binding: PatternBindingSyntax,
                         context: ForwarderContext) -> Result<String, ForwarderUnsupported> {
        guard let type = binding.typeAnnotation.map({ flat($0.type) }),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
              let block = binding.accessorBlock else { return .failure(ForwarderUnsupported("no type annotation")) }
        let implementation = implementation(name, context)
        let body: String
        switch block.accessors {
        case .getter:
            body = implementation
        case .accessors(let list):
            if list.contains(where: { $0.effectSpecifiers != nil }) {
                return .failure(ForwarderUnsupported("an 'async' or 'throws' getter"))
            }
            switch Set(list.map(\.accessorSpecifier.text)) {
            case ["get"]: body = implementation
            case ["get", "set"]: body = "get { \(implementation) } set { \(implementation) = newValue }"
            default: return .failure(ForwarderUnsupported("accessors other than 'get' and 'set'"))
            }
        }
        return .success(prefix(variable.attributes, variable.modifiers, context) + "var \(name.text): \(type) { \(body) }")
    }

    /// The forwarder of an overriding property with observers: the same observers, each
    /// calling the original (rewritten into a method by `ExtensionHoistRewrite`) with whether
    /// it is `willSet` and the value it is given.
    static func observedProperty(_ variable: VariableDeclSyntax, binding: PatternBindingSyntax, readsOldValue: Bool,
                                 context: ForwarderContext) -> Result<String, ForwarderUnsupported> {
        guard let type = binding.typeAnnotation.map({ flat($0.type) }),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
              case .accessors(let list)? = binding.accessorBlock?.accessors else {
            return .failure(ForwarderUnsupported("no type annotation"))
        }
        let implementation = implementation(name, context)
        var observers: [String] = []
        for accessor in list {
            switch accessor.accessorSpecifier.text {
            case "willSet": observers.append("willSet { \(implementation)(true, newValue) }")
            case "didSet": observers.append("didSet { \(implementation)(false, \(readsOldValue ? "oldValue" : "nil")) }")
            default: return .failure(ForwarderUnsupported("observers together with other accessors"))
            }
        }
        let text = prefix(variable.attributes, variable.modifiers, context) + "var \(name.text): \(type) { "
            + observers.joined(separator: " ") + " }"
        return .success(text)
    }

    /// The renamed original that `name` forwards to.
    private static func implementation(_ name: TokenSyntax, _ context: ForwarderContext) -> String {
        ExtensionMember.implementationName(typeName: context.typeName, name: name.text.trimmingBackticks)
    }

    /// Attributes and modifiers: the extension's `@available` and global actor, the member's
    /// kept attributes, its access (else the extension's), and its kept modifiers.
    private static func prefix(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax,
                               _ context: ForwarderContext) -> String {
        var parts = kept(context.extensionAttributes, names: ["available"]) + kept(attributes, names: keptAttributes)
        let declaresAccess = modifiers.contains { AccessLevel.isAccessModifier($0) && $0.detail == nil }
        if !declaresAccess, let access = context.extensionAccess {
            parts.append(access == .private ? "fileprivate" : access.description)
        }
        parts += modifiers.filter { keptModifiers.contains($0.name.text) }.map(flat)
        return parts.map { $0 + " " }.joined()
    }

    /// The attributes of `list` named in `names` or naming a global actor, as written.
    private static func kept(_ list: AttributeListSyntax, names: Set<String>) -> [String] {
        list.compactMap { element -> String? in
            guard case .attribute(let attribute) = element else { return nil }
            let name = Attributes.name(of: attribute)
            return names.contains(name) || name.hasSuffix("Actor") ? flat(attribute) : nil
        }
    }

    /// `node` on one line, as written but with each run of whitespace and comments made one
    /// space: the forwarder takes one line between `#sourceLocation` directives.
    static func flat(_ node: some SyntaxProtocol) -> String {
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !token.leadingTrivia.isEmpty, !text.isEmpty, text.last != " " { text += " " }
            text += token.text
            if !token.trailingTrivia.isEmpty { text += " " }
        }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
