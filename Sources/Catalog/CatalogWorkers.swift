import Foundation
import Synchronization

/// Runs catalog work on several threads and gives the results in input order, so what is
/// made does not depend on how many threads made it. Each call of `body` builds its own
/// views on its own thread.
public enum CatalogWorkers {
    /// `body(0..<count)` on up to `jobs` threads; `progress` is told after each one.
    public static func map<Result: Sendable>(
        _ count: Int, jobs: Int, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
        _ body: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        let results = Mutex<[Int: Result]>([:])
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
            let group = DispatchGroup()
            for _ in 0..<threads {
                group.enter()
                let thread = Thread {
                    work()
                    group.leave()
                }
                // Deep view hierarchies recurse; give workers the main thread's stack size.
                thread.stackSize = 8 << 20
                thread.start()
            }
            group.wait()
        }
        let collected = results.withLock { $0 }
        return (0..<count).compactMap { collected[$0] }
    }
}
