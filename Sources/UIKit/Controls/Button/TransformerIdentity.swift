import Foundation

/// Numbers transformers as they are made, so two copies of one transformer compare equal
/// and two transformers made from different closures do not (closures cannot be compared).
enum TransformerIdentity {
    nonisolated(unsafe) private static var last: UInt64 = 0
    private static let lock = NSLock()

    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
