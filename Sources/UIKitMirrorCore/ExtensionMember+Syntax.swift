import SwiftSyntax

extension ExtensionMember {
    /// The member `declaration` of `extensionDecl` (which extends `typeName`), or `nil` for
    /// what is never moved: initializers, stored properties, operators, several bindings.
    init?(_ declaration: some DeclSyntaxProtocol, of extensionDecl: ExtensionDeclSyntax, typeName: String,
          file: String, converter: SourceLocationConverter) {
        let modifiers: DeclModifierListSyntax
        let nameToken: TokenSyntax
        let forwarder: Result<String, ForwarderUnsupported>
        var labels: [String?] = []
        var kind = Kind.method
        var readsOldValue = false
        let extensionAccess = AccessLevel.explicit(in: extensionDecl.modifiers)
        let context = ForwarderContext(typeName: typeName, extensionAccess: extensionAccess,
                                       extensionAttributes: extensionDecl.attributes)
        if let function = declaration.as(FunctionDeclSyntax.self) {
            guard case .identifier = function.name.tokenKind else { return nil }
            modifiers = function.modifiers
            nameToken = function.name
            labels = function.signature.parameterClause.parameters.map { Attributes.label($0.firstName) }
            forwarder = ExtensionForwarder.method(function, context: context)
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
                  let binding = variable.bindings.first, binding.initializer == nil,
                  let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  let accessors = binding.accessorBlock else { return nil }
            modifiers = variable.modifiers
            nameToken = identifier
            if Self.isObserved(accessors) {
                guard variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { return nil }
                kind = .observedProperty
                readsOldValue = Self.didSetReadsOldValue(accessors)
                forwarder = ExtensionForwarder.observedProperty(variable, binding: binding, readsOldValue: readsOldValue,
                                                                context: context)
            } else {
                kind = .property
                forwarder = ExtensionForwarder.property(variable, binding: binding, context: context)
            }
        } else if let subscriptDecl = declaration.as(SubscriptDeclSyntax.self) {
            modifiers = subscriptDecl.modifiers
            nameToken = subscriptDecl.subscriptKeyword
            labels = subscriptDecl.parameterClause.parameters.map { Attributes.label($0.firstName) }
            kind = .subscript
            forwarder = .failure(ForwarderUnsupported("a subscript"))
        } else {
            return nil
        }
        self.typeName = typeName
        self.file = file
        offset = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
        line = nameToken.startLocation(converter: converter, afterLeadingTrivia: true).line
        name = nameToken.text.trimmingBackticks
        self.labels = labels
        self.kind = kind
        isStatic = modifiers.contains { ["static", "class"].contains($0.name.text) }
        isOverride = modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        access = AccessLevel.explicit(in: modifiers) ?? extensionAccess.map { $0 == .private ? .fileprivate : $0 } ?? .internal
        self.extensionAccess = extensionAccess
        isConstrained = extensionDecl.genericWhereClause != nil || extensionDecl.extendedType.trimmedDescription.contains("<")
        conditions = CompilationConditions.around(declaration)
        switch forwarder {
        case .success(let text): self.forwarder = text
        case .failure(let reason): unsupported = reason.description
        }
        didSetReadsOldValue = readsOldValue
    }

    /// Whether a property's accessors are `willSet`/`didSet` observers.
    static func isObserved(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.contains { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// Whether the `didSet` of `accessors` names its old value (`oldValue`, or the name it gives it).
    static func didSetReadsOldValue(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessors.accessors,
              let didSet = list.first(where: { $0.accessorSpecifier.text == "didSet" }), let body = didSet.body else { return false }
        let name = didSet.parameters?.name.text ?? "oldValue"
        return body.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
    }
}
