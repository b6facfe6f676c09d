import ArgumentParser
import Catalog
internal import FileSafety

/// The `catalog` command: renders, verifies and inspects a component catalog.
public struct CatalogCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "A component catalog and snapshot tester for UIKit-style design systems on Linux.",
        subcommands: [RenderCommand.self, MergeCommand.self, VerifyCommand.self, RecordCommand.self, ShapeCommand.self, FontsCommand.self, DiffCommand.self]
    )

    public init() {}

    /// Runs the command line on `catalog`: a team's own executable is these lines. The
    /// gallery is titled `title`, by default the catalog's name.
    ///
    /// ```swift
    /// import CatalogCommandLine
    /// import TeamComponents
    /// CatalogCommand.main(catalog: TeamCatalog.catalog, title: "Team components")
    /// ```
    public static func main(catalog: Catalog, title: String? = nil) {
        RenameFault.prepareRun()
        CatalogSelection.set(catalog, title: title ?? catalog.name)
        main()
    }
}
