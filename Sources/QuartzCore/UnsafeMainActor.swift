/// Runs main-actor-isolated code synchronously on the calling thread.
///
/// UIKit classes are main-actor isolated, as on iOS, so a team's code that says
/// `@MainActor` compiles unchanged. The product renders many view trees at once, each built,
/// laid out and drawn entirely on one worker thread; that thread enters the tree's
/// main-actor code through this (Swift checks isolation at compile time, and these calls
/// carry no runtime check). Code that asserts it is on the real main thread
/// (`MainActor.assumeIsolated`, `dispatchPrecondition`) is the one thing that notices.
package enum UnsafeMainActor {
    package static func run<T>(_ body: @MainActor () -> T) -> T {
        withoutActuallyEscaping(body) { escapable in
            let erased = unsafeBitCast(escapable, to: (() -> T).self)
            return erased()
        }
    }
}
