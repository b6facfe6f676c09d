import SwiftSyntax

/// Fills a `ModuleIndex` from one file's syntax tree (pass one of the mirror).
final class ModuleIndexer: SyntaxVisitor {
    private struct Frame {
        let name: String
        let isExtension: Bool
        let isProtocol: Bool
    }

    private(set) var index: ModuleIndex
    private let file: String
    private let converter: SourceLocationConverter
    private var frames: [Frame] = []

    init(index: ModuleIndex, file: String, tree: SourceFileSyntax) {
        self.index = index
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: .class, inheritance: node.inheritanceClause, modifiers: node.modifiers,
              attributes: node.attributes, isGeneric: node.genericParameterClause != nil)
    }

    override func visitPost(_ node: ClassDeclSyntax) { frames.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: .struct, inheritance: nil, modifiers: node.modifiers, attributes: node.attributes,
              isGeneric: node.genericParameterClause != nil)
    }

    override func visitPost(_ node: StructDeclSyntax) { frames.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: .enum, inheritance: nil, modifiers: node.modifiers, attributes: node.attributes,
              isGeneric: node.genericParameterClause != nil)
    }

    override func visitPost(_ node: EnumDeclSyntax) { frames.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: .actor, inheritance: nil, modifiers: node.modifiers, attributes: node.attributes,
              isGeneric: node.genericParameterClause != nil)
    }

    override func visitPost(_ node: ActorDeclSyntax) { frames.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: .protocol, inheritance: nil, modifiers: node.modifiers, attributes: node.attributes,
              isGeneric: false)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { frames.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = ModuleIndex.withoutGenericArguments(node.extendedType.trimmedDescription)
        if index.types[name] == nil {
            var type = IndexedType(name: name, kind: .extended)
            type.file = file
            type.line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
            index.types[name] = type
            index.typeOrder.append(name)
        }
        frames.append(Frame(name: name, isExtension: true, isProtocol: false))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { frames.removeLast() }

    private func enter(_ simpleName: String, kind: IndexedType.Kind, inheritance: InheritanceClauseSyntax?,
                       modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax, isGeneric: Bool) -> SyntaxVisitorContinueKind {
        let line = modifiers.parent.map { $0.startLocation(converter: converter, afterLeadingTrivia: true).line } ?? 0
        let qualified = (frames.last.map { $0.name + "." } ?? "") + simpleName
        let superclass = inheritance?.inheritedTypes.first.map { ModuleIndex.withoutGenericArguments($0.type.trimmedDescription) }
        var type = IndexedType(name: qualified, kind: kind, superclassName: superclass,
                               access: AccessLevel.declared(by: modifiers), isGeneric: isGeneric,
                               isDesignable: Attributes.names(in: attributes).contains("IBDesignable"))
        type.file = file
        type.line = line
        type.isMainActor = Attributes.names(in: attributes).contains("MainActor")
        type.superclassIsSpecialized = inheritance?.inheritedTypes.first?.type.trimmedDescription.contains("<") ?? false
        if let extended = index.types[qualified] {
            type.methods = extended.methods
            type.properties = extended.properties
            type.initializers = extended.initializers
        } else {
            index.typeOrder.append(qualified)
        }
        index.types[qualified] = type
        frames.append(Frame(name: qualified, isExtension: false, isProtocol: kind == .protocol))
        return .visitChildren
    }

    // MARK: Members

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let frame = frames.last else { return .skipChildren }
        let method = IndexedMethod(node)
        let labels = method.labels
        index.types[frame.name]?.methods.append(method)
        recordOverride(node.modifiers, in: frame, signature: MemberSignature(
            isMethod: true, isSubscript: false, name: method.baseName.trimmingBackticks, labels: labels, isStatic: method.isStatic))
        recordExtensionMember(node, in: frame)
        if frame.isProtocol, node.modifiers.contains(where: { $0.name.text == "optional" }) {
            index.optionalRequirements.append(OptionalRequirement(protocolName: frame.name, baseName: method.baseName,
                                                                  labels: labels, isMethod: true))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let frame = frames.last else { return .skipChildren }
        let isOptional = frame.isProtocol && node.modifiers.contains { $0.name.text == "optional" }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let property = IndexedProperty(
                name: name,
                type: binding.typeAnnotation?.type.trimmedDescription,
                isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) },
                isSettable: node.bindingSpecifier.tokenKind == .keyword(.var) && Self.isSettable(binding.accessorBlock),
                access: AccessLevel.declared(by: node.modifiers),
                setterAccess: AccessLevel.setter(declaredBy: node.modifiers),
                isInspectable: Attributes.names(in: node.attributes).contains("IBInspectable"),
                customObjectiveCName: Attributes.objectiveCName(in: node.attributes),
                line: node.startLocation(converter: converter, afterLeadingTrivia: true).line,
                file: file
            )
            index.types[frame.name]?.properties.append(property)
            recordOverride(node.modifiers, in: frame, signature: MemberSignature(
                isMethod: false, isSubscript: false, name: name.trimmingBackticks, labels: [], isStatic: property.isStatic))
            if isOptional {
                index.optionalRequirements.append(OptionalRequirement(protocolName: frame.name, baseName: name,
                                                                      labels: [], isMethod: false))
            }
        }
        recordExtensionMember(node, in: frame)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let frame = frames.last else { return .skipChildren }
        let initializer = IndexedInitializer(
            labels: node.signature.parameterClause.parameters.map { Attributes.label($0.firstName) },
            isConvenience: node.modifiers.contains { $0.name.text == "convenience" },
            isFailable: node.optionalMark != nil
        )
        index.types[frame.name]?.initializers.append(initializer)
        if !frame.isExtension, !initializer.isConvenience {
            index.types[frame.name]?.designatedInitializers.append(initializer)
        }
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let frame = frames.last else { return .skipChildren }
        recordOverride(node.modifiers, in: frame, signature: MemberSignature(
            isMethod: false, isSubscript: true, name: "subscript",
            labels: node.parameterClause.parameters.map { Attributes.label($0.firstName) },
            isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) }))
        recordExtensionMember(node, in: frame)
        return .skipChildren
    }

    /// Records an `override` declared in a class or an extension.
    private func recordOverride(_ modifiers: DeclModifierListSyntax, in frame: Frame, signature: MemberSignature) {
        guard !frame.isProtocol, modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { return }
        index.overrides.append(OverrideRecord(typeName: frame.name, signature: signature))
    }

    /// Records a member declared directly in an extension, for `ExtensionHoisting`.
    private func recordExtensionMember(_ node: some DeclSyntaxProtocol, in frame: Frame) {
        guard frame.isExtension, let extensionDecl = node.ancestor(ExtensionDeclSyntax.self),
              let member = ExtensionMember(node, of: extensionDecl, typeName: frame.name, file: file, converter: converter)
        else { return }
        index.extensionMembers.append(member)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Whether a `var` with `accessors` can be set: stored (with or without observers), or
    /// computed with a `set` accessor.
    static func isSettable(_ accessors: AccessorBlockSyntax?) -> Bool {
        guard let accessors else { return true }
        switch accessors.accessors {
        case .getter: return false
        case .accessors(let list):
            let kinds = list.map(\.accessorSpecifier.text)
            return kinds.contains("set") || kinds.allSatisfy { ["willSet", "didSet"].contains($0) }
        }
    }
}

extension IndexedMethod {
    /// The method `node` declares.
    init(_ node: FunctionDeclSyntax) {
        let parameters = node.signature.parameterClause.parameters
        self.init(
            baseName: node.name.text,
            labels: parameters.map { Attributes.label($0.firstName) },
            parameterTypes: parameters.map { $0.type.trimmedDescription + ($0.ellipsis == nil ? "" : "...") },
            isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) },
            isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
            isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
            customObjectiveCName: Attributes.objectiveCName(in: node.attributes)
        )
    }
}
