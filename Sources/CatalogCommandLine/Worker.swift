import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This process as a worker of a `catalog` command (docs/CRASHES.md): a copy of the
/// executable that `WorkerPool` started with the command's own arguments, which does the
/// command's items one at a time as the pool asks and sends back what each gave.
struct Worker {
    /// The environment variable that hands a worker its socket's file descriptor.
    static let socketVariable = "CATALOG_WORKER_SOCKET"

    private let socket: WorkerSocket

    /// This process's worker side when a `WorkerPool` started it, else `nil` (a process a
    /// user started). The variable is removed, so processes this one starts are not workers:
    /// a command asks once, first thing.
    static func inherited() -> Worker? {
        guard let text = ProcessInfo.processInfo.environment[socketVariable], let descriptor = Int32(text) else { return nil }
        unsetenv(socketVariable)
        return Worker(socket: WorkerSocket(descriptor: descriptor))
    }

    /// Serves the pool: for each index it sends, runs `body` and sends back its output, or
    /// the error it threw; returns when the pool has no more. Only `body` runs in a worker,
    /// so a command calls this before it writes anything.
    func serve<Output: Codable>(_ body: (Int) throws -> Output) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard socket.send(WorkerPool.readyLine) else { return }
        while let line = socket.readLine() {
            guard let index = Int(line) else {
                throw CatalogCommandError("A worker got \"\(line)\" where an item's number belongs; it was started by another version of this executable.")
            }
            let reply: WorkerReply<Output>
            do {
                reply = WorkerReply(output: try body(index), error: nil)
            } catch {
                reply = WorkerReply(output: nil, error: "\(error)")
            }
            // One line: JSON escapes the newlines inside strings.
            guard socket.send(String(decoding: try encoder.encode(reply), as: UTF8.self)) else { return }
        }
    }
}
