import Catalog
package import FileSafety
import Foundation

extension Review {
    /// The report's files besides its images.
    package static let reportFiles = ["index.html", "review.json", "junit.xml"]

    /// Opens the report's folder for writing (`OwnedFolder`): refused when it and the
    /// references folder contain one another, or when it holds files this tool did not
    /// write. A report an earlier version wrote (without the list of files) is recognised by
    /// its `review.json`.
    package func open(_ output: String) throws -> OwnedFolder {
        guard !output.isEmpty else { throw FileSafetyError.emptyPath(what: "The report's folder") }
        if ConfinedFolder.overlap(output, store.root) { throw FileSafetyError.overlaps(output: output, references: store.root) }
        return try OwnedFolder.open(output) { folder in
            struct Document: Decodable { var items: [ReviewItem] }
            guard let data = try? folder.read("review.json"), let document = try? JSONDecoder().decode(Document.self, from: data) else { return nil }
            return Self.writtenFiles(document.items)
        }
    }

    /// Every file a review of `planned` may write in its folder: each item's new image,
    /// reference copy and diff, the copies of references no item claims, and the report's
    /// files. Claimed before any is written.
    package func plannedFiles(_ planned: [CatalogItem]) -> Set<String> {
        var files = Set(Self.reportFiles)
        for item in planned {
            let image = GalleryRenderer.imagePath(of: item)
            files.formUnion(["new/" + image, "reference/" + image, "diff/" + image])
        }
        for orphan in snapshotRun.orphanedReferences(besides: gallery.plannedItems()) {
            let copy = "reference/\(orphan.entry)/\(orphan.variant)/\(orphan.environment).png"
            if ConfinedFolder.problem(with: copy) == nil { files.insert(copy) }
        }
        return files
    }

    /// The files the review of `items` wrote: their images, reference copies and diffs, and
    /// the report's files.
    package static func writtenFiles(_ items: [ReviewItem]) -> Set<String> {
        Set(items.flatMap { [$0.reference, $0.image, $0.diff].compactMap { $0 } } + reportFiles)
    }
}
