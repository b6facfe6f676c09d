import SwiftSyntax

/// The default implementations that make a rewritten optional requirement optional again:
/// for each `optional func` of a protocol, one in a protocol extension that throws
/// `OptionalRequirementUnimplemented`, with the protocol's access level.
///
/// ```swift
/// extension CardDelegate {
///     public func height(for card: Card) throws(OptionalRequirementUnimplemented) -> Double {
///         throw OptionalRequirementUnimplemented("CardDelegate.height(for:)")
///     }
/// }
/// ```
struct OptionalRequirementDefaults {
    private var byProtocol: [(protocolName: String, access: AccessLevel, conditions: [String], members: [String])] = []

    /// Whether there is nothing to generate.
    var isEmpty: Bool { byProtocol.isEmpty }

    /// Records the default implementation of `function`, an optional requirement of
    /// `protocolName`, compiled under the same `#if` conditions as the requirement.
    mutating func add(_ function: FunctionDeclSyntax, protocolName: String, access: AccessLevel) {
        let protocolConditions = function.ancestor(ProtocolDeclSyntax.self).map { CompilationConditions.around($0) } ?? []
        let memberConditions = Array(CompilationConditions.around(function).dropFirst(protocolConditions.count))
        let signature = function.signature
        let labels = signature.parameterClause.parameters.map { "\(Attributes.label($0.firstName) ?? "_"):" }.joined()
        let requirement = "\(protocolName).\(function.name.text.trimmingBackticks)(\(labels))"
        let modifiers = function.modifiers.filter { ["static", "class", "mutating", "nonmutating"].contains($0.name.text) }
            .map { $0.name.text == "class" ? "static " : "\($0.name.text) " }.joined()
        let accessKeyword = access >= .package ? "\(access == .open ? "public" : access.description) " : ""
        var text = "    \(accessKeyword)\(modifiers)func \(function.name.text)"
        text += function.genericParameterClause?.trimmedDescription ?? ""
        text += signature.parameterClause.trimmedDescription
        if let async = signature.effectSpecifiers?.asyncSpecifier { text += " \(async.text)" }
        if let throwsClause = signature.effectSpecifiers?.throwsClause {
            text += " \(throwsClause.trimmedDescription)"
        } else {
            text += " throws(OptionalRequirementUnimplemented)"
        }
        if let returnClause = signature.returnClause { text += " \(returnClause.trimmedDescription)" }
        if let whereClause = function.genericWhereClause { text += " \(whereClause.trimmedDescription)" }
        text += " {\n        throw OptionalRequirementUnimplemented(\(SelectorRewrite.literal(requirement)))\n    }"
        text = CompilationConditions.wrap(text, in: memberConditions)
        if let last = byProtocol.indices.last, byProtocol[last].protocolName == protocolName {
            byProtocol[last].members.append(text)
        } else {
            byProtocol.append((protocolName, access, protocolConditions, [text]))
        }
    }

    /// The extensions, one per protocol, in the order the protocols were met.
    var text: String {
        byProtocol.map { entry in
            let declaration = "/// Default implementations of the optional requirements of \(entry.protocolName): each throws "
                + "OptionalRequirementUnimplemented.\nextension \(entry.protocolName) {\n"
                + entry.members.joined(separator: "\n\n") + "\n}"
            return CompilationConditions.wrap(declaration, in: entry.conditions) + "\n"
        }.joined(separator: "\n")
    }
}
