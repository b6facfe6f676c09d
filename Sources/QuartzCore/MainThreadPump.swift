import Foundation

/// The main thread's side of a run of worker threads: while the main thread waits for its
/// workers it performs, in order of arrival, the main-thread work they hand it, and nothing
/// else (other main-queue work waits, so no unrelated code interleaves with a render).
package final class MainThreadPump: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [Job] = []
    @exclusivity(unchecked) private var finished = false

    package init() {}

    private static let key = "ComponentCatalog.MainThreadPump"

    /// The pump the current worker thread hands its main-thread work to.
    package static var current: MainThreadPump? {
        Thread.current.threadDictionary[key] as? MainThreadPump
    }

    /// Makes this pump the current thread's (call at the start of a worker thread).
    package func adoptOnCurrentThread() {
        Thread.current.threadDictionary[Self.key] = self
    }

    /// Performs `body` on the main thread and waits for its result.
    package func perform<T>(_ body: @MainActor () -> T) -> T {
        withoutActuallyEscaping(body) { escapable in
            var result: T?
            let job = Job()
            job.work = { result = MainThread.onMainActor(escapable) }
            condition.lock()
            jobs.append(job)
            condition.signal()
            condition.unlock()
            job.done.wait()
            guard let result else { preconditionFailure("The main thread finished a job without a result.") }
            return result
        }
    }

    /// One handed-over piece of work. The main thread drops the work (and what it captured)
    /// before it signals, so nothing of the worker's outlives its wait.
    private final class Job: @unchecked Sendable {
        var work: (() -> Void)?
        let done = DispatchSemaphore(value: 0)

        func run() {
            work?()
            work = nil
            done.signal()
        }
    }

    /// Performs handed-over work on the calling (main) thread until `finish()` is called and
    /// no work is left.
    package func drain() {
        while true {
            condition.lock()
            while jobs.isEmpty && !finished { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.run()
        }
    }

    /// Tells `drain()` to return once the work handed over so far is done.
    package func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }
}
