/// Calls main-actor-isolated code synchronously from code the compiler cannot prove is on
/// the main actor (a layer calling its view's delegate methods, the main thread performing a
/// worker's job). Only call it on the main thread: `MainThread.run` gets there first.
package enum UnsafeMainActor {
    package static func run<T>(_ body: @MainActor () -> T) -> T {
        withoutActuallyEscaping(body) { escapable in
            let erased = unsafeBitCast(escapable, to: (() -> T).self)
            return erased()
        }
    }
}
