import Foundation
import QuartzCore
import Locking
import Synchronization
import Testing

/// Main-actor state is one, whichever thread serves the main queue. Under Swift Testing the
/// program's `main` is async, so libdispatch serves the main queue from its worker threads,
/// and `DispatchQueue.main.sync` runs its block on the calling thread: two calls from two
/// threads are two threads doing main-actor work, one after the other, as two main-actor
/// jobs may be.
@Suite("Main-queue state across threads")
struct MainQueueStateTests {
    /// Runs `body` on the main queue from a new thread of its own and waits for it; the
    /// thread lives on until `release` is signalled (so the next thread is another one).
    static func onMainQueue(fromNewThread body: @escaping @Sendable () -> Void, until release: DispatchSemaphore) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            DispatchQueue.main.sync { body() }
            done.signal()
            release.wait()
        }
        thread.start()
        done.wait()
    }

    @Test("A transaction's completion queued by main-actor work on one thread runs at a flush on another")
    func completionAcrossThreads() async {
        let ran = Atomic<Int>(0)
        let threads = Locked<[String]>([])
        let release = DispatchSemaphore(value: 0)
        Self.onMainQueue(fromNewThread: {
            threads.withLock { $0.append("\(pthread_self())") }
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran.add(1, ordering: .relaxed) }
            CATransaction.commit()
        }, until: release)
        Self.onMainQueue(fromNewThread: {
            threads.withLock { $0.append("\(pthread_self())") }
            CATransaction.flush()
        }, until: release)
        release.signal()
        release.signal()
        #expect(ran.load(ordering: .relaxed) == 1, "the second thread's flush ran the first thread's completion")
        // A check of the test itself: the two blocks ran on two threads alive at once.
        #expect(Set(threads.withLock { $0 }).count == 2)
    }

    @Test("Off the main queue, each thread keeps its own transactions")
    func ownTransactionsOffMain() {
        let ran = Atomic<Int>(0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran.add(1, ordering: .relaxed) }
            CATransaction.commit()
            done.signal()
        }.start()
        done.wait()
        let flushed = DispatchSemaphore(value: 0)
        Thread {
            CATransaction.flush()
            flushed.signal()
        }.start()
        flushed.wait()
        #expect(ran.load(ordering: .relaxed) == 0, "another thread's flush does not run this thread's completion")
    }
}
