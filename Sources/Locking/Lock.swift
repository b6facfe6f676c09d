/// A POSIX mutex that guards no value of its own: for state that C objects make
/// non-`Sendable` by type but that the caller guards by discipline (a fontconfig
/// configuration), or for work that must not overlap (spawning a process). Swift values use
/// `Locked`. Not recursive.
///
/// (A `Locked<Void>` would do the same, but ThreadSanitizer takes the access to its empty
/// value for an access to the object's first word, and reports a race with every other read
/// of it.)
package final class Lock: Sendable {
    private let mutex = PthreadMutex()

    /// A new, unlocked lock.
    package init() {}

    /// Runs `body` while holding the lock, and returns what it returns.
    package func withLock<Result, E: Error>(_ body: () throws(E) -> Result) throws(E) -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }
}
