import Foundation
import PackagePlugin

/// Embeds the target's `Resources/*.css` and `Resources/*.js` files as Swift string
/// constants (`WebAssets.siteCSS`, `WebAssets.galleryJS`, ...), so the pages a catalog
/// writes inline them and the executable needs no resource bundle beside it.
@main
struct EmbedWebAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL.appending(path: "Resources")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { ["css", "js"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "WebAssets.swift")
        return [.buildCommand(
            displayName: "Embedding the web assets of \(target.name)",
            executable: try context.tool(named: "embed-web-assets").url,
            arguments: [output.path] + files.map(\.path),
            inputFiles: files,
            outputFiles: [output]
        )]
    }
}
