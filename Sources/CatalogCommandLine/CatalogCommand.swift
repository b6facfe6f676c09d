import ArgumentParser

/// The `catalog` command: renders, verifies and inspects a component catalog.
public struct CatalogCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "A component catalog and snapshot tester for UIKit-style design systems on Linux.",
        subcommands: [ShapeCommand.self, FontsCommand.self, DiffCommand.self]
    )

    public init() {}
}
