import CatalogSite
import Foundation
import Locking

/// `catalog render`'s worker processes started before ArgumentParser reads the command line,
/// when they cannot be copies of the command made once it has planned (this process has
/// more than one thread already: a team's executable started threads before
/// `CatalogCommand.main`).
/// Reading it takes several milliseconds (its reflection looks up protocol conformances for
/// the first time), and a small render waits longest for its workers to start (the Swift
/// runtime, the catalog, the fonts), so they start first (docs/CRASHES.md, "Starting early").
///
/// The arguments are only scanned here: workers start when every argument is one of
/// `render`'s and the render starts from scratch (`--render-all`, or an output folder without
/// a render cache), as `RenderCommand` would decide. `RenderCommand` takes them; when the
/// command line turns out to be wrong they are ended, and a worker never reports a command
/// line error itself (the command reports it once).
enum EarlyRenderWorkers {
    private static let started = Locked<PrestartedWorkers?>(nil)

    /// What a render's arguments ask of its workers.
    struct Plan: Equatable {
        var output: String
        var jobs: Int
        var renderAll: Bool
    }

    /// `render`'s options that take a value, which the scan passes over.
    private static let valueOptions: Set<String> = ["--filter", "--shard", "--scale", "--devices", "--documents", "--documents-module", "--snapshots"]
    /// `render`'s flags that do not change how many workers start.
    private static let otherFlags: Set<String> = ["--no-system-overlays", "--no-references"]

    /// Starts the workers `arguments` (the command line after the program's name) plainly ask
    /// for, unless this process is itself a worker.
    static func start(for arguments: [String]) {
        // A process with one thread copies its workers once it has planned (`RenderCommand`).
        guard !Worker.isWorkerProcess, !WorkerProcess.canCopyWorkers, let plan = plan(arguments),
              plan.renderAll || !FileManager.default.fileExists(atPath: plan.output + "/" + RenderCache.fileName) else { return }
        let workers = PrestartedWorkers(count: WorkerPool(jobs: plan.jobs).workerCount(for: .max))
        started.withLock { $0 = workers }
    }

    /// The workers started early, once; nil when none were.
    static func take() -> PrestartedWorkers? {
        started.withLock { workers in
            let taken = workers
            workers = nil
            return taken
        }
    }

    /// The plan of a `render` command line; nil for another command, for help, and for any
    /// argument the scan does not know (ArgumentParser then decides alone, and workers start
    /// when `RenderCommand` runs).
    static func plan(_ arguments: [String]) -> Plan? {
        guard arguments.first == "render" else { return nil }
        var plan = Plan(output: RenderCommand.defaultOutput, jobs: SelectionOptions.defaultJobs, renderAll: false)
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let (name, attached) = split(argument)
            switch name {
            case "--render-all" where attached == nil:
                plan.renderAll = true
            case let flag where otherFlags.contains(flag) && attached == nil:
                continue
            case "-o", "--output", "-j", "--jobs":
                guard let value = attached ?? (index < arguments.count ? arguments[index] : nil), !value.hasPrefix("-") else { return nil }
                if attached == nil { index += 1 }
                if name == "-o" || name == "--output" {
                    plan.output = value
                } else {
                    guard let jobs = Int(value), jobs >= 1, jobs <= SelectionOptions.maximumJobs else { return nil }
                    plan.jobs = jobs
                }
            case let option where valueOptions.contains(option):
                guard attached != nil || (index < arguments.count && !arguments[index].hasPrefix("-")) else { return nil }
                if attached == nil { index += 1 }
            default:
                return nil
            }
        }
        return plan
    }

    /// `--name=value` as its name and value; any other argument as itself and nil.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
