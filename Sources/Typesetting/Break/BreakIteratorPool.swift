import Locking

/// Opened ICU break iterators, kept per locale, lent to one thread at a time.
/// Opening an iterator costs far more than using one, so they are opened once per process.
final class BreakIteratorPool: Sendable {
    /// Iterators are not Sendable; the pool only ever hands one to a single borrower.
    private struct Idle: @unchecked Sendable {
        var iterators: [String: [ICUBreakIterator]] = [:]
    }

    private let idle = Locked(Idle())

    static let shared = BreakIteratorPool()

    /// Runs `body` with a line-break iterator for `locale`, returning it to the pool after.
    func withIterator<T>(
        locale: String,
        _ body: (ICUBreakIterator) throws(TextLayoutError) -> T
    ) throws(TextLayoutError) -> T {
        let key = locale
        let borrowed = idle.withLock { state -> Box? in
            guard let iterator = state.iterators[key]?.popLast() else { return nil }
            return Box(iterator)
        }
        let iterator: ICUBreakIterator
        if let borrowed {
            iterator = borrowed.iterator
        } else {
            iterator = try ICUBreakIterator(locale: locale)
        }
        defer {
            let box = Box(iterator)
            idle.withLock { state in
                state.iterators[key, default: []].append(box.iterator)
            }
        }
        return try body(iterator)
    }

    private struct Box: @unchecked Sendable {
        let iterator: ICUBreakIterator
        init(_ iterator: ICUBreakIterator) { self.iterator = iterator }
    }
}
