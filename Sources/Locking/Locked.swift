#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads share under a POSIX mutex, with the interface of the standard
/// library's `Mutex` (`withLock`), for the product's own state.
///
/// Why not `Mutex` itself: on Linux its lock is a futex that ThreadSanitizer does not see, so
/// every access it guards is reported as a race and a real race would hide among them
/// (docs/THREADING.md, "Locks"). `pthread_mutex_lock` is a call the sanitizers intercept, and
/// costs the same when uncontended. The lock is not recursive: `body` must not lock it again.
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
    /// The mutex lives at a fixed address of its own: a `pthread_mutex_t` must never move.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// Guards `initialValue`, which the caller gives up.
    package init(_ initialValue: consuming sending Value) {
        value = initialValue
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    package func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
