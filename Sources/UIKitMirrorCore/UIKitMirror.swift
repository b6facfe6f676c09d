import SwiftParser
import SwiftSyntax

/// Makes a Linux-compilable mirror of a module's iOS sources, in two passes: every file is
/// parsed and indexed (types, methods, optional requirements, designables, members of
/// extensions that must move into their class's body), then each file is rewritten with what
/// the whole module declares.
///
/// ```swift
/// let mirror = UIKitMirror(sources: [MirrorSource(path: "/team/Card.swift", text: text)])
/// let file = mirror.mirror(mirror.sources[0])   // file.text: the mirror to compile
/// ```
public struct UIKitMirror: Sendable {
    /// The sources, in the order given.
    public let sources: [MirrorSource]
    /// What pass one found in them.
    public let index: ModuleIndex
    /// The members of extensions that get forwarders in their class's body.
    let hoisting: ExtensionHoisting
    private let trees: [SourceFileSyntax]

    /// Parses and indexes `sources`.
    public init(sources: [MirrorSource]) {
        self.sources = sources
        trees = sources.map { Parser.parse(source: $0.text) }
        var index = ModuleIndex()
        for (source, tree) in zip(sources, trees) {
            let indexer = ModuleIndexer(index: index, file: source.path, tree: tree)
            indexer.walk(tree)
            index = indexer.index
        }
        self.index = index
        hoisting = ExtensionHoisting(index: index)
    }

    /// The mirrors of every source, in order.
    public func mirroredFiles() -> [MirroredFile] {
        sources.indices.map { mirror(at: $0) }
    }

    /// The mirror of `source`, which must be one of `sources`.
    public func mirror(_ source: MirrorSource) -> MirroredFile? {
        sources.firstIndex(of: source).map { mirror(at: $0) }
    }

    private func mirror(at position: Int) -> MirroredFile {
        let source = sources[position]
        let tree = trees[position]
        let rewriter = MirrorRewriter(index: index, hoisting: hoisting, file: source.path, text: source.text, tree: tree)
        rewriter.walk(tree)
        let rewritten = rewriter.edits.applied()
        let hasErrors = tree.hasError
        let members = InterfaceBuilderMemberCollector(index: index, file: source.path, tree: tree)
        members.walk(tree)
        let registration = hasErrors ? InterfaceBuilderRegistration(file: source.path) : members.registration
        let generated = hasErrors ? "" : [rewriter.defaults.text, registration.text].filter { !$0.isEmpty }.joined(separator: "\n")
        let closing = hasErrors ? MirrorFileText.closingBraces(missingAtEndOf: tree) : ""
        return MirroredFile(
            path: source.path,
            text: MirrorFileText.assemble(path: source.path, rewritten: rewritten + closing, generated: generated,
                                          closeLocation: !hasErrors),
            rewrittenSection: rewritten,
            editedLines: rewriter.edits.editedLines,
            insertedText: rewriter.insertedText,
            generated: generated,
            hasSyntaxErrors: hasErrors,
            diagnostics: rewriter.diagnostics + hoisting.warnings(in: source.path) + members.warnings,
            registrationFunction: registration.isEmpty ? nil : registration.functionName
        )
    }

    /// The text of `UIKitMirrorModuleMembers.swift` for `files` (mirrors this mirror made):
    /// the module's `UIKitMirrorModuleMembers` class, whose `register()` registers the
    /// Interface Builder members of every file that has any.
    public func moduleMembers(of files: [MirroredFile]) -> String {
        ModuleMembersGenerator.text(functions: files.compactMap(\.registrationFunction))
    }

    /// The text of `IBDesignables.swift` for the module's `@IBDesignable` classes, and
    /// warnings for the classes and properties it leaves out.
    public func designables() -> (text: String, warnings: [MirrorDiagnostic]) {
        IBDesignablesGenerator(index: index).generate()
    }
}
