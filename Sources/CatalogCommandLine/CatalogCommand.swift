import ArgumentParser
import Catalog
internal import FileSafety
import Foundation

/// The `catalog` command: renders, verifies and inspects a component catalog.
public struct CatalogCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "A component catalog and snapshot tester for UIKit-style design systems on Linux.",
        discussion: """
            Exit statuses, the same for every command: 0 done (nothing changed); 1 something changed \
            (verify) or differs (diff); 2 something could not be read, rendered or written; 3 a variant \
            crashed (the rest was done); 4 nothing selected (a --filter that matches no variant, or no \
            references); 64 bad options.
            """,
        subcommands: [RenderCommand.self, MergeCommand.self, VerifyCommand.self, RecordCommand.self, ShapeCommand.self, FontsCommand.self, DiffCommand.self]
    )

    public init() {}

    /// Runs the command line on `catalog`: a team's own executable is these lines. The
    /// gallery is titled `title`, by default the catalog's name. `catalog` is evaluated when
    /// a command first needs it (on the main thread), not before the command line is read.
    ///
    /// ```swift
    /// import CatalogCommandLine
    /// import TeamComponents
    /// CatalogCommand.main(catalog: TeamCatalog.catalog, title: "Team components")
    /// ```
    public static func main(catalog: @autoclosure @escaping @MainActor @Sendable () -> Catalog, title: String? = nil) {
        RenameFault.prepareRun()
        CatalogSelection.set(catalog, title: title)
        runEscaped()
    }

    /// ArgumentParser's `main()`, with its messages (which quote what the user typed) passed
    /// through `Console`, so no option value reaches the terminal with raw control characters.
    static func runEscaped() -> Never {
        EarlyRenderWorkers.start(for: Array(CommandLine.arguments.dropFirst()))
        var command: any ParsableCommand
        do {
            command = try Worker.isWorkerProcess ? parseAsWorker() : parseAsRoot()
        } catch {
            EarlyRenderWorkers.take()?.finish()
            // A worker has the command's own arguments: the command says what is wrong with
            // them, once.
            if Worker.isWorkerProcess { Foundation.exit(exitCode(for: error).rawValue) }
            exit(reporting: error)
        }
        do {
            try command.run()
            Foundation.exit(ExitStatus.success)
        } catch {
            exit(reporting: error)
        }
    }

    /// A worker's command: its command line is the one its command read and checked, so only
    /// the subcommand it names is parsed, as the root (reading the whole tree of commands was a
    /// fifth of a worker's start, most of it ArgumentParser's reflection looking up protocol
    /// conformances for the first time).
    private static func parseAsWorker() throws -> any ParsableCommand {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first,
              let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name }) else {
            return try parseAsRoot()
        }
        return try subcommand.parseAsRoot(Array(arguments.dropFirst()))
    }

    /// Prints ArgumentParser's message for `error` (help and usage on standard output when
    /// they are the answer) and exits with its status.
    private static func exit(reporting error: any Error) -> Never {
        let message = fullMessage(for: error)
        let code = exitCode(for: error)
        if !message.isEmpty {
            if code == .success { Console.out(message) } else { Console.error(message) }
        }
        Foundation.exit(code.rawValue)
    }
}
