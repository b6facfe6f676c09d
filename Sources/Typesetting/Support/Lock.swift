import Synchronization

/// A lock for state that C objects make non-`Sendable` by type but that this module guards
/// by discipline. Swift values use `Mutex` directly.
final class Lock: Sendable {
    private let mutex = Mutex<Void>(())

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try mutex.withLock { _ in try body() }
    }
}
