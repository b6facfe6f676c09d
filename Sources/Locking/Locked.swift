/// A value that threads share under a POSIX mutex, with the interface of the standard
/// library's `Mutex` (`withLock`), for the product's own state.
///
/// Why not `Mutex` itself: on Linux its lock is a futex that ThreadSanitizer does not see, so
/// every access it guards is reported as a race and a real race would hide among them
/// (docs/THREADING.md, "Locks"). `pthread_mutex_lock` is a call the sanitizers intercept, and
/// costs the same when uncontended. The lock is not recursive: `body` must not lock it again.
/// A lock that guards no value (C objects guarded by discipline) is a `Lock`.
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
    private let mutex = PthreadMutex()
    private var value: Value

    /// Guards `initialValue`, which the caller gives up.
    package init(_ initialValue: consuming sending Value) {
        value = initialValue
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    package func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&value)
    }
}
