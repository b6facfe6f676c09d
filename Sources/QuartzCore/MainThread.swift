internal import CMainQueue
import Foundation

/// Runs UIKit work on the main thread, where UIKit code expects it.
///
/// UIKit is main-thread only, and Swift checks it at run time: a `@MainActor` closure that
/// a team's code hands to UIKit (a `UIAction` handler, an animation block) traps when it
/// runs on another thread. So the product builds, lays out and draws every view tree on the
/// main thread, one at a time, and does the rest of its work (encoding, comparing, writing
/// files) on worker threads. A worker reaches the main thread through the pump of the
/// `CatalogWorkers` run it belongs to, or else through the main dispatch queue.
package enum MainThread {
    /// `body` on the main thread: at once when called there, otherwise handed over and
    /// waited for.
    package static func run<T>(_ body: @MainActor () -> T) -> T {
        if isMain {
            return onMainActor(body)
        }
        if let pump = MainThreadPump.current {
            return pump.perform(body)
        }
        return DispatchQueue.main.sync { onMainActor(body) }
    }

    /// Runs `body`, which must be on the main actor already: Swift checks it (through
    /// `MainActor.assumeIsolated`) and stops the program with `what` if it is not, as UIKit on
    /// iOS expects main-thread use and its Main Thread Checker reports the call.
    package static func onMainActor<T>(_ body: @MainActor () -> T,
                                       _ what: @autoclosure () -> String = "UIKit work") -> T {
        guard isMain else {
            fatalError("\(what()) ran off the main thread. UIKit views, view controllers and their layout are used on "
                + "the main thread only, as on iOS: call this from the main actor (a @MainActor test or function).")
        }
        nonisolated(unsafe) var result: T?
        withoutActuallyEscaping(body) { body in
            MainActor.assumeIsolated { result = body() }
        }
        guard let result else { preconditionFailure("A main-actor body returned no result.") }
        return result
    }

    /// Whether the caller is on the main actor: on the main thread, or running the main
    /// queue's work on a worker thread (after `dispatchMain()`, as an async `main` does on
    /// Linux, libdispatch serves the main queue from other threads). The main queue is marked
    /// when the program loads (CMainQueue), so the answer holds from the start.
    package static var isMain: Bool {
        cmq_is_main_thread() != 0 || cmq_is_main_queue() != 0
    }
}
