import ArgumentParser
import CatalogSite
import Foundation

/// `catalog merge`: joins the sites of `catalog render --shard I/N` runs into one.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the sites of sharded `catalog render --shard I/N` runs into one site.",
        discussion: "The result has the same bytes as one `catalog render` of all the shards' variants. Exit status: 0, or 2 when a shard's site is missing, broken or of another manifest format; 64 for bad options."
    )

    @Option(name: .shortAndLong, help: "The folder to write the merged site to.")
    var output = ".build/catalog-gallery"

    @Argument(help: "The shards' output folders.")
    var shards: [String]

    func validate() throws {
        guard !shards.isEmpty else { throw ValidationError("Pass the output folders of the shards to merge.") }
        try PathArgument.require(output, "--output", example: ".build/catalog-gallery")
        for shard in shards { try PathArgument.require(shard, "A shard's folder", example: "shard-1") }
    }

    func run() throws {
        let (catalog, title) = try CatalogSelection.required()
        do {
            let manifest = try GalleryMerge.merge(shards, into: output, catalog: catalog, title: title)
            let crashed = manifest.summary.crashes.map { "; \($0) crashed (the shards' runs named them)" } ?? ""
            Console.out("Merged \(shards.count) shard\(shards.count == 1 ? "" : "s"): \(manifest.summary.images) images of \(manifest.summary.variants) variants\(crashed).")
            Console.out("Open \(URL(fileURLWithPath: output).appendingPathComponent("index.html").standardizedFileURL.path)")
        } catch {
            throw Console.fail(error)
        }
    }
}
