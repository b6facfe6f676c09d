import Foundation

/// State that UIKit keeps per thread (the current trait collection, graphics context stack,
/// transaction, first responder, `UIScreen.main` of a render), where all main-actor work
/// counts as one thread, whichever thread runs it.
///
/// On Linux, once a program's `main` is async (as Swift Testing's is), libdispatch serves
/// the main queue, and with it the main actor, from whichever of its worker threads is free:
/// one main-actor job may run on one thread and the next on another. State kept in
/// `Thread.current.threadDictionary` would then split the main actor's state across threads
/// (a completion queued by one job not run by the next job's flush), and would be released
/// when that worker thread exits, on that thread, while the main actor runs elsewhere:
/// objects it held (views captured by a queued completion) would be torn down concurrently
/// with UIKit work. So main-actor work shares one set of values, kept for the life of the
/// process, and other threads (drawing off the main thread, as on iOS) keep their own.
///
/// Each piece of state has one `ThreadScoped` (a `static let` of its owner), which keeps the
/// main actor's value in a field: the main actor asks for the current trait collection or
/// text engine thousands of times a layout, and a lookup by name cost a string hash each
/// time.
package final class ThreadScoped<Value: AnyObject>: @unchecked Sendable {
    /// The key of other threads' values in their thread dictionaries.
    private let key: String
    /// The main actor's value. Only touched where `MainThread.isMain` holds, which the main
    /// queue serializes.
    @exclusivity(unchecked) private var mainValue: Value?

    /// State kept under `key` (unique to it) on threads other than the main actor's.
    package init(_ key: String) {
        self.key = key
    }

    /// The value for the current thread (the main actor's, on it), made by `make` the first
    /// time.
    package func value(_ make: () -> Value) -> Value {
        if MainThread.isMain {
            if let mainValue { return mainValue }
            let value = make()
            mainValue = value
            return value
        }
        let dictionary = Thread.current.threadDictionary
        if let value = dictionary[key] as? Value { return value }
        let value = make()
        dictionary[key] = value
        return value
    }
}
