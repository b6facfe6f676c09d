import SwiftSyntax

/// Finds the members of one file's classes that Interface Builder documents set or call by
/// name (`@IBOutlet` and `@IBOutletCollection` properties, `@IBInspectable` ones, `@IBAction`
/// and `@IBSegueAction` methods) and writes their registration (`InterfaceBuilderRegistration`).
///
/// Members that cannot be registered are named in warnings: those of generic classes (a
/// selector needs one concrete class), of classes declared inside functions or `private`
/// inside another type (no extension at file level can reach them), of constrained
/// extensions, static ones, properties that cannot be set, and methods an invoker cannot call
/// (`async`, more than four parameters, `inout` or variadic ones).
final class InterfaceBuilderMemberCollector: SyntaxVisitor {
    /// The attributes of properties that documents set.
    static let propertyAttributes: Set<String> = ["IBOutlet", "IBOutletCollection", "IBInspectable"]
    /// The attributes of methods that documents call.
    static let methodAttributes: Set<String> = ["IBAction", "IBSegueAction"]

    let index: ModuleIndex
    private let file: String
    private let converter: SourceLocationConverter
    private var frames: [String] = []
    private(set) var registration: InterfaceBuilderRegistration
    /// Members left out, by type and reason, in the order met.
    private var skipped: [(type: String, line: Int, reason: String, members: [String])] = []

    init(index: ModuleIndex, file: String, tree: SourceFileSyntax) {
        self.index = index
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        registration = InterfaceBuilderRegistration(file: file)
        super.init(viewMode: .sourceAccurate)
    }

    /// One warning per type (and reason) whose members were left out.
    var warnings: [MirrorDiagnostic] {
        skipped.map { entry in
            MirrorDiagnostic(file: file, line: entry.line, severity: .warning,
                             message: "the Interface Builder members of \(entry.type) (\(entry.members.joined(separator: ", "))) "
                                 + "are not registered, so documents cannot set or call them by name: \(entry.reason)")
        }
    }

    // MARK: Scopes

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        frames.append((frames.last.map { $0 + "." } ?? "") + name)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = enter(node.name.text)
        if let typeName = frames.last { registerFactory(of: typeName, node: node) }
        return result
    }
    override func visitPost(_ node: ClassDeclSyntax) { frames.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { frames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { frames.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { frames.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ProtocolDeclSyntax) { frames.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { frames.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        frames.append(ModuleIndex.withoutGenericArguments(node.extendedType.trimmedDescription))
        return .visitChildren
    }

    /// Registers how documents make `typeName` when it is an `NSObject` or `UIStoryboardSegue`
    /// subclass they can make (`InterfaceBuilderFactory`); others are left alone, silently, as
    /// most such classes never appear in a document.
    private func registerFactory(of typeName: String, node: ClassDeclSyntax) {
        guard let type = index.types[typeName], let text = InterfaceBuilderFactory.statement(for: type, index: index),
              unregistrable(typeName, owner: Syntax(node)) == nil else { return }
        registration.add(text, typeName: typeName, typeConditions: CompilationConditions.around(Syntax(node)),
                         memberConditions: [], line: line(of: node))
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Attributes.names(in: node.attributes).contains(where: Self.propertyAttributes.contains),
              let owner = Self.owner(of: node), let typeName = frames.last else { return .visitChildren }
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let customName = Attributes.objectiveCName(in: node.attributes)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let plain = name.trimmingBackticks
            if isStatic {
                skip(plain, of: typeName, at: node, reason: "\(plain) is static; Interface Builder sets instance properties.")
                continue
            }
            guard node.bindingSpecifier.tokenKind == .keyword(.var), ModuleIndexer.isSettable(binding.accessorBlock) else {
                skip(plain, of: typeName, at: node, reason: "\(plain) cannot be set (a let or a get-only property); give it a setter.")
                continue
            }
            let setter = ObjectiveCName.setter(customName ?? plain)
            let body = SelectorRewrite.setterInvoker(name, typeName: typeName)
            add(selector(setter, typeName: typeName, body: body), member: plain, of: typeName, node: node, owner: owner)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Attributes.names(in: node.attributes).contains(where: Self.methodAttributes.contains),
              let owner = Self.owner(of: node), let typeName = frames.last else { return .visitChildren }
        let method = IndexedMethod(node)
        guard let body = SelectorRewrite.methodInvoker(method) else {
            skip(method.swiftReference, of: typeName, at: node, reason: "\(method.swiftReference) is static, async, or has more "
                + "than four parameters or inout or variadic ones, which an action selector cannot call; make it an "
                + "instance method taking the sender (and the event).")
            return .visitChildren
        }
        add(selector(method.objectiveCName, typeName: typeName, body: body), member: method.swiftReference,
            of: typeName, node: node, owner: owner)
        return .visitChildren
    }

    private func selector(_ name: String, typeName: String, body: String) -> String {
        "_ = Selector(\(SelectorRewrite.literal(name)), target: \(typeName).self, invoke: \(body))"
    }

    /// Records `text` for `member` of `typeName` unless the type cannot be registered.
    private func add(_ text: String, member: String, of typeName: String, node: some SyntaxProtocol, owner: Syntax) {
        if let reason = unregistrable(typeName, owner: owner) {
            skip(member, of: typeName, at: owner, reason: reason)
            return
        }
        let typeConditions = CompilationConditions.around(owner)
        let memberConditions = Array(CompilationConditions.around(node).dropFirst(typeConditions.count))
        registration.add(text, typeName: typeName, typeConditions: typeConditions, memberConditions: memberConditions,
                         line: line(of: node))
    }

    private func skip(_ member: String, of typeName: String, at node: some SyntaxProtocol, reason: String) {
        if let position = skipped.firstIndex(where: { $0.type == typeName && $0.reason == reason }) {
            skipped[position].members.append(member)
        } else {
            skipped.append((typeName, line(of: node), reason, [member]))
        }
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    /// The declaration (class, extension, …) whose member `node` is; `nil` for a local one.
    static func owner(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(CodeBlockSyntax.self) || syntax.is(ClosureExprSyntax.self) || syntax.is(AccessorBlockSyntax.self) {
                return nil
            }
            if syntax.isProtocol(DeclGroupSyntax.self) { return syntax }
            current = syntax.parent
        }
        return nil
    }
}
