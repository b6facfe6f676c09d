import Catalog
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

    /// The worker side of `socket`.
    init(socket: WorkerSocket) {
        self.socket = socket
    }

    /// Whether a `WorkerPool` started this process and `inherited()` has not been asked yet
    /// (that is, while the command line is being read).
    static var isWorkerProcess: Bool {
        ProcessInfo.processInfo.environment[socketVariable] != nil
    }

    /// This process's worker side when a `WorkerPool` started it, else `nil` (a process a
    /// user started). The variable is removed, so processes this one starts are not workers:
    /// a command asks once, first thing.
    static func inherited() -> Worker? {
        guard let text = ProcessInfo.processInfo.environment[socketVariable], let descriptor = Int32(text) else { return nil }
        unsetenv(socketVariable)
        return Worker(socket: WorkerSocket(descriptor: descriptor))
    }

    /// Serves the pool: for each of `items` it asks for, runs `body` and sends back its
    /// output, or the error it threw; returns when the pool has no more. `items` is the
    /// command's plan, made as in the pool's process. Only `body` runs in a worker, so a
    /// command calls this before it writes anything.
    func serve<Output: Codable>(_ items: [CatalogItem], _ body: (CatalogItem) throws -> Output) throws {
        guard socket.send(WorkerPool.readyLine) else { return }
        while let line = socket.readLine() {
            let request = try WorkerPool.read(WorkerRequest.self, from: line)
            let index = request.index
            let reply: WorkerReply<Output>
            if !items.indices.contains(index) || items[index].description != request.item {
                // Entries or variants listed from a Set or a Dictionary come in another order
                // in every process.
                reply = WorkerReply(output: nil, error: "The catalog lists its items in another order in each process (\(request.item) is "
                    + "\(items.indices.contains(index) ? items[index].description : "missing") in a worker): build its entries and variants "
                    + "in a fixed order, not by iterating a Set or a Dictionary.")
            } else {
                do {
                    reply = WorkerReply(output: try body(items[index]), error: nil)
                } catch {
                    reply = WorkerReply(output: nil, error: "\(error)")
                }
            }
            let line: String
            do {
                line = try WorkerPool.line(reply)
            } catch {
                line = try WorkerPool.line(WorkerReply<Output>(output: nil, error: "The result of item \(index) cannot be sent: \(error)"))
            }
            guard socket.send(line) else { return }
        }
    }
}
