import Foundation
import PackagePlugin

/// Compiles a rewritten mirror of a team's iOS sources in a Linux-only target: reads
/// `uikit-mirror.json` in the target's folder, and runs `uikit-mirror` on the sources it
/// lists, writing one mirror per source, `UIKitMirrorModuleMembers.swift` (and
/// `IBDesignables.swift` when asked) for the target to compile, and copies of the `.xib` and
/// `.storyboard` files in the listed folders, which SwiftPM puts among the target's
/// resources. See docs/MIRROR.md.
///
/// ```json
/// {"sources": ["Components/DesignSystem", "Some/File.swift"], "designables": true}
/// ```
@main
struct UIKitMirror: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configurationURL = target.directoryURL.appending(path: MirrorConfiguration.fileName)
        let configuration = try MirrorConfiguration.read(from: configurationURL, target: target.name)
        let root = context.package.directoryURL.standardizedFileURL
        let rootPath = MirrorNaming.path(of: root)
        let (sources, allDocuments, allTables) = try configuration.files(under: root)
        let documents = Self.oneLocalization(of: allDocuments)
        guard !sources.isEmpty else {
            throw MirrorPluginError("\(configurationURL.path): the listed sources contain no .swift files; list the "
                + "folders or files of the iOS module, relative to the package root (\(rootPath)).")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "Mirror")
        var names: [String: String] = [:]
        for source in sources {
            let name = MirrorNaming.name(for: MirrorNaming.path(of: source), root: rootPath)
            if let other = names[name] {
                throw MirrorPluginError("\(other) and \(MirrorNaming.path(of: source)) would both be mirrored as \(name); rename one of them.")
            }
            names[name] = MirrorNaming.path(of: source)
        }
        var documentNames: [String: String] = [:]
        for document in documents {
            let name = document.lastPathComponent
            if let other = documentNames[name] {
                throw MirrorPluginError("\(other) and \(MirrorNaming.path(of: document)) are both Interface Builder documents "
                    + "named \(name); SwiftPM copies resources into one folder, so rename one of them.")
            }
            documentNames[name] = MirrorNaming.path(of: document)
        }
        var outputs = sources.map { output.appending(path: MirrorNaming.name(for: MirrorNaming.path(of: $0), root: rootPath)) }
        outputs.append(output.appending(path: MirrorNaming.moduleMembers))
        outputs.append(output.appending(path: MirrorNaming.localization))
        var arguments = ["--output", MirrorNaming.path(of: output), "--module-root", rootPath]
        if configuration.designables {
            arguments.append("--designables")
            outputs.append(output.appending(path: MirrorNaming.designables))
        }
        // Documents become outputs under InterfaceBuilder/, which SwiftPM copies into the
        // target's resource bundle.
        let documentsOutput = context.pluginWorkDirectoryURL.appending(path: MirrorNaming.documentsFolder)
        arguments += ["--documents-output", MirrorNaming.path(of: documentsOutput)]
        outputs += documents.map { documentsOutput.appending(path: $0.lastPathComponent) }
        // A document's string tables become one String Catalog beside its copy.
        var tables: [URL] = []
        for document in documents {
            let own = MirrorConfiguration.tables(of: document, among: allTables)
            guard !own.isEmpty else { continue }
            tables += own
            outputs.append(documentsOutput.appending(path: MirrorNaming.stringsCatalog(of: document.lastPathComponent)))
        }
        arguments += (sources + documents + tables).map { MirrorNaming.path(of: $0) }
        let documentCount = documents.isEmpty ? "" : " and \(documents.count) Interface Builder documents"
        return [.buildCommand(
            displayName: "Mirroring \(sources.count) iOS source files\(documentCount) for \(target.name)",
            executable: try context.tool(named: "uikit-mirror").url,
            arguments: arguments,
            inputFiles: sources + documents + tables + [configurationURL],
            outputFiles: outputs
        )]
    }
}

extension UIKitMirror {
    /// `documents` with one of each set of localizations kept (the same file name in `.lproj`
    /// folders only: `Base.lproj`, else `en.lproj`, else the first by path), as
    /// `InterfaceBuilderDocuments.oneLocalization(of:)` in UIKitMirrorCore keeps them (a plugin
    /// cannot link it; the two must change together). The others are named in a warning.
    static func oneLocalization(of documents: [URL]) -> [URL] {
        var dropped = Set<String>()
        for group in Dictionary(grouping: documents, by: \.lastPathComponent).values where group.count > 1 {
            guard group.allSatisfy({ $0.deletingLastPathComponent().lastPathComponent.hasSuffix(".lproj") }) else { continue }
            let sorted = group.map { MirrorNaming.path(of: $0) }.sorted()
            let kept = sorted.first { $0.contains("/Base.lproj/") } ?? sorted.first { $0.contains("/en.lproj/") } ?? sorted[0]
            for path in sorted where path != kept {
                Diagnostics.warning("\(path) is another localization of \(kept); only \(kept) is copied, since documents are "
                    + "loaded from their Base localization with their string tables.")
                dropped.insert(path)
            }
        }
        return documents.filter { !dropped.contains(MirrorNaming.path(of: $0)) }
    }
}

/// A configuration or source problem, said so that the team knows what to change.
struct MirrorPluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
