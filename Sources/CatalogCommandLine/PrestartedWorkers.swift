import Locking

/// Worker processes started before a command knows its work, so that their start-up (the
/// Swift runtime, the catalog, the fonts) overlaps the command's own: `catalog render` starts
/// them before it builds the catalog and reads the output folder. A `WorkerPool` takes them
/// before it starts any of its own; those left over are ended with `finish()`.
final class PrestartedWorkers: Sendable {
    private let waiting: Locked<[WorkerProcess]>

    /// Starts `count` workers; none when one cannot start (the pool then starts its own, and
    /// reports why a worker cannot start).
    init(count: Int) {
        var started: [WorkerProcess] = []
        for _ in 0..<max(0, count) {
            guard let worker = try? WorkerProcess.launch() else { break }
            started.append(worker)
        }
        waiting = Locked(started)
    }

    /// Workers started already (copies of the command, `WorkerProcess.forkWorkers`).
    init(started: sending [WorkerProcess]) {
        waiting = Locked(started)
    }

    /// A started worker not taken yet, or nil.
    func take() -> WorkerProcess? {
        waiting.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    /// Ends the workers no pool took: each sees its socket close and exits.
    func finish() {
        let left = waiting.withLock { workers in
            let all = workers
            workers = []
            return all
        }
        for worker in left { worker.finish() }
    }
}
