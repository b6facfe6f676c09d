import SwiftSyntax

/// Pass two of the mirror: collects the edits that make one file compile on Linux, keeping
/// its line structure, and the declarations to generate after it.
final class MirrorRewriter: SyntaxVisitor {
    /// Attributes Linux rejects and the mirror removes.
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBOutletCollection", "GKInspectable", "NSManaged",
    ]

    private struct Frame {
        let name: String
        let isProtocol: Bool
    }

    private let index: ModuleIndex
    private let hoisting: ExtensionHoisting
    private let file: String
    private let converter: SourceLocationConverter
    private var frames: [Frame] = []
    private var wrappedChains: Set<SyntaxIdentifier> = []
    private(set) var edits: SourceEdits
    private(set) var defaults = OptionalRequirementDefaults()
    private(set) var diagnostics: [MirrorDiagnostic] = []
    /// The forwarders inserted into class bodies, each as inserted (between `#sourceLocation`
    /// directives, so lines after them keep their numbers).
    private(set) var insertedText: [String] = []

    init(index: ModuleIndex, hoisting: ExtensionHoisting, file: String, text: String, tree: SourceFileSyntax) {
        self.index = index
        self.hoisting = hoisting
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        edits = SourceEdits(text: text)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Scopes

    private func enter(_ name: String, isProtocol: Bool = false) -> SyntaxVisitorContinueKind {
        frames.append(Frame(name: (frames.last.map { $0.name + "." } ?? "") + name, isProtocol: isProtocol))
        return .visitChildren
    }

    /// A class of the module gets the forwarders of the members of its extensions that Swift on
    /// Linux rejects there (`ExtensionHoisting`), before its closing brace.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = enter(node.name.text)
        let brace = node.memberBlock.rightBrace
        if let name = frames.last?.name, let hoisted = hoisting.byClass[name], brace.presence == .present,
           ExtensionHoistRewrite.isModuleLevel(node) {
            let line = brace.startLocation(converter: converter, afterLeadingTrivia: true).line
            let indentation = ExtensionHoistRewrite.indentation(before: brace)
            let text = ExtensionHoistRewrite.insertion(hoisted, classFile: file, braceLine: line,
                                                       atLineStart: indentation != nil)
            edits.insert(text, at: brace.positionAfterSkippingLeadingTrivia.utf8Offset - (indentation ?? 0))
            insertedText.append(text)
        }
        return result
    }

    override func visitPost(_ node: ClassDeclSyntax) { frames.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { frames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { frames.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { frames.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { frames.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { frames.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        frames.append(Frame(name: ModuleIndex.withoutGenericArguments(node.extendedType.trimmedDescription), isProtocol: false))
        return .visitChildren
    }

    /// `@objc protocol P` is class-bound; without `@objc` it says so with `AnyObject`.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if Attributes.names(in: node.attributes).contains("objc") {
            if let inheritance = node.inheritanceClause {
                let written = inheritance.inheritedTypes.map { $0.type.trimmedDescription }
                if !written.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }),
                   let last = inheritance.inheritedTypes.last {
                    edits.insert(", AnyObject", at: last.type.endPositionBeforeTrailingTrivia.utf8Offset)
                }
            } else {
                let end = node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia
                edits.insert(": AnyObject", at: end.utf8Offset)
            }
        }
        return enter(node.name.text, isProtocol: true)
    }

    // MARK: Attributes

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if Self.removedAttributes.contains(Attributes.name(of: node)) { edits.remove(node) }
        return .skipChildren
    }

    // MARK: Declarations

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let frame = frames.last, frame.isProtocol, let optional = node.modifiers.first(where: { $0.name.text == "optional" }) {
            rewriteOptionalRequirement(node, modifier: optional, protocolName: frame.name)
        }
        if Attributes.names(in: node.attributes).contains("NSManaged") {
            ManagedRewrite.rewrite(function: node, edits: &edits)
        }
        // iOS accepts actions of zero, one or two parameters (sender, event); Swift on Linux
        // only one ("@IBAction methods must have 1 argument"). The mirror registers the action
        // by name whatever its attribute, so the attribute goes where Linux would reject it.
        if node.signature.parameterClause.parameters.count != 1 {
            for attribute in Attributes.all(in: node.attributes) where Attributes.name(of: attribute) == "IBAction" {
                edits.remove(attribute)
            }
        }
        if let hoisted = hoisting.hoisted(file: file, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset) {
            ExtensionHoistRewrite.rewriteOriginal(node, hoisted, edits: &edits)
        }
        if let frame = frames.last, !frame.isProtocol, let owner = index.types[frame.name] ?? index.type(named: frame.name),
           MainActorTestRewrite.applies(to: node, owner: owner, index: index) {
            MainActorTestRewrite.rewrite(node, owner: owner, edits: &edits)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let frame = frames.last, frame.isProtocol, node.modifiers.contains(where: { $0.name.text == "optional" }) {
            let names = node.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
            replaceWithError(node, "optional property requirement '\(names)' of \(frame.name) cannot be mirrored: Swift "
                + "has no optional properties in protocols. Make it an optional method (optional func \(names)() -> T) "
                + "or a required property with a default in a protocol extension.")
            return .skipChildren
        }
        if Attributes.names(in: node.attributes).contains("NSManaged") {
            if let problem = ManagedRewrite.rewrite(variable: node, edits: &edits) {
                replaceWithError(node, problem)
                return .skipChildren
            }
        }
        if let hoisted = hoisting.hoisted(file: file, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset) {
            ExtensionHoistRewrite.rewriteOriginal(node, hoisted, edits: &edits)
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if let frame = frames.last, frame.isProtocol, node.modifiers.contains(where: { $0.name.text == "optional" }) {
            replaceWithError(node, "optional subscript requirement of \(frame.name) cannot be mirrored: make it an "
                + "optional method.")
            return .skipChildren
        }
        return .visitChildren
    }

    /// `optional func f(...) -> R` → `func f(...) throws(OptionalRequirementUnimplemented) -> R`,
    /// with a default implementation generated after the file.
    private func rewriteOptionalRequirement(_ node: FunctionDeclSyntax, modifier: DeclModifierSyntax, protocolName: String) {
        edits.remove(modifier)
        let effects = node.signature.effectSpecifiers
        if effects?.throwsClause == nil {
            let end = effects?.asyncSpecifier?.endPositionBeforeTrailingTrivia ?? node.signature.parameterClause.endPositionBeforeTrailingTrivia
            edits.insert(" throws(OptionalRequirementUnimplemented)", at: end.utf8Offset)
        }
        defaults.add(node, protocolName: protocolName, access: index.types[protocolName]?.access ?? .internal)
    }

    /// Replaces a declaration with a compile-time error at its line.
    private func replaceWithError(_ node: some SyntaxProtocol, _ message: String) {
        edits.replace(node, with: "#error(\(SelectorRewrite.literal(message)))")
        diagnostics.append(MirrorDiagnostic(file: file, line: node.startLocation(converter: converter, afterLeadingTrivia: true).line,
                                            severity: .error, message: message))
    }

    // MARK: Expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            guard let reference = SelectorReference(node) else { return .visitChildren }
            let rewrite = SelectorRewrite(index: index, enclosingType: frames.last?.name)
            edits.replace(node, with: rewrite.replacement(for: reference))
            return .skipChildren
        case "keyPath":
            guard let path = KeyPathRewrite.path(node) else { return .visitChildren }
            edits.replace(node, with: "(\(SelectorRewrite.literal(path))\u{0})")
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    /// `import Darwin` (or one of its submodules) → `import Foundation`: Linux has no module
    /// named Darwin; Foundation re-exports its C library (Glibc), which has the C functions
    /// iOS code imports Darwin for. `import UIKit.UIGestureRecognizerSubclass` (any UIKit
    /// submodule) → `import UIKit`: the product's UIKit is one Swift module, and what that
    /// submodule adds on iOS (a settable `state`, the touch methods to override) is in it.
    /// An `import func Darwin.sqrt` (one declaration) is left alone, since it names a
    /// declaration's module.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.importKindSpecifier == nil, let module = node.path.first?.name.text else { return .skipChildren }
        if module == "Darwin" {
            edits.replace(node.path, with: "Foundation")
        } else if module == "UIKit", node.path.count > 1 {
            edits.replace(node.path, with: "UIKit")
        }
        return .skipChildren
    }

    /// `os(iOS)` → `(os(iOS) || os(Linux))` in `#if` conditions.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition {
            for call in condition.descendants(of: FunctionCallExprSyntax.self) where Self.isIOSCheck(call) {
                edits.replace(call, with: "(os(iOS) || os(Linux)\u{0})")
            }
        }
        return .visitChildren
    }

    private static func isIOSCheck(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os"
            && call.arguments.count == 1 && call.arguments.first?.expression.trimmedDescription == "iOS"
    }

    /// Darwin's Foundation initializers that Linux's lacks, written as the call Linux has.
    static let foundationInitializers: [String: String] = [
        // Linux's NSAttributedString has no init() (nor can an extension add one).
        "NSAttributedString": "string: \"\"",
    ]

    /// `x?.name?(...)` of an optional requirement → `(try? x?.name(...))`;
    /// `NSAttributedString()` → `NSAttributedString(string: "")`.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.arguments.isEmpty, node.trailingClosure == nil, let paren = node.leftParen,
           let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
               ?? node.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ member in
                   member.base?.trimmedDescription == "Foundation" ? member.declName.baseName.text : nil
               }),
           let arguments = Self.foundationInitializers[type] {
            edits.insert(arguments, at: paren.endPositionBeforeTrailingTrivia.utf8Offset)
            return .visitChildren
        }
        guard let chaining = node.calledExpression.as(OptionalChainingExprSyntax.self) else { return .visitChildren }
        let name: TokenSyntax
        if let member = chaining.expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName
        } else if let reference = chaining.expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName
        } else {
            return .visitChildren
        }
        let callLabels = node.arguments.map { $0.label?.text } + (node.trailingClosure == nil ? [] : [nil])
        let matches = index.optionalMethodRequirements(named: name.text).contains { requirement in
            requirement.labels.count == callLabels.count
                && zip(requirement.labels, callLabels).allSatisfy { $0 == $1 }
        }
        guard matches else { return .visitChildren }
        edits.remove(chaining.questionMark)
        OptionalCallRewrite.wrap(Syntax(node), edits: &edits, wrapped: &wrappedChains)
        return .visitChildren
    }
}
