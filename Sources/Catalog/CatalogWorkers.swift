import Foundation
import Locking
import Synchronization

/// Runs catalog work on several threads and gives the results in input order, so what is
/// made does not depend on how many threads made it. Each call of `body` hands its view
/// work to the main thread (`MainThread`, as UIKit requires) and does the rest (encoding,
/// comparing, writing) on its own thread.
package enum CatalogWorkers {
    /// `body(0..<count)` on up to `jobs` threads; `progress` is told after each one.
    package static func map<Result: Sendable>(
        _ count: Int, jobs: Int, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
        _ body: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        let results = Locked<[Int: Result]>([:])
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let work = { @Sendable in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = body(index)
                results.withLock { $0[index] = result }
                progress?(done.add(1, ordering: .relaxed).newValue, count)
            }
        }
        let threads = min(max(1, jobs), max(1, count))
        if threads == 1 {
            work()
        } else {
            // Views are built and drawn on the main thread (`MainThread`). When this is the
            // main thread, it performs the workers' view work while it waits for them.
            let pump: MainThreadPump? = MainThread.isMain ? MainThreadPump() : nil
            let group = DispatchGroup()
            for _ in 0..<threads {
                group.enter()
                let thread = Thread {
                    pump?.adoptOnCurrentThread()
                    work()
                    group.leave()
                }
                thread.stackSize = 8 << 20
                thread.start()
            }
            if let pump {
                group.notify(queue: .global()) { pump.finish() }
                pump.drain()
            }
            group.wait()
        }
        let collected = results.withLock { $0 }
        return (0..<count).compactMap { collected[$0] }
    }
}
