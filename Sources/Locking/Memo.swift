/// Answers worked out once per key and kept for the life of the process, for questions that
/// are slow to answer and asked over and over with few different keys (ICU's view of a
/// language, a family name's script): any thread may ask. Two threads asking the same new
/// key at once may both work it out; the answer is the same, so either is kept.
package final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let answers = Locked<[Key: Value]>([:])

    package init() {}

    /// The answer for `key`, from `work` the first time.
    package func value(for key: Key, _ work: (Key) -> Value) -> Value {
        if let known = answers.withLock({ $0[key] }) { return known }
        let answer = work(key)
        answers.withLock { $0[key] = answer }
        return answer
    }
}
