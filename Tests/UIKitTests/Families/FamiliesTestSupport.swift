import Foundation

/// A count a notification observer's closure adds to (observers run on the posting thread,
/// here the test's).
final class Tally: @unchecked Sendable {
    private(set) var count = 0
    /// Counts one.
    func add() { count += 1 }
}
