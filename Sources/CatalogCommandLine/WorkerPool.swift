import Catalog
import Foundation
import Locking
import Synchronization

/// Runs a command's items in worker processes, so that a variant that traps ends its worker
/// and not the command (docs/CRASHES.md). Each of `jobs` threads keeps one worker (this
/// executable with the command's arguments, serving through `Worker`) and hands it items one
/// at a time; a worker that ends before it replies crashed on that item: the item is reported
/// with the trap's message and a new worker takes the next one. Results come back in input
/// order, so what is made does not depend on how many workers made it.
struct WorkerPool {
    /// What a worker sends when it is ready for items.
    static let readyLine = "ready"

    /// `message` (a request or a reply) as one line: its `WireFormat` bytes in base64, which
    /// has no newline.
    static func line<Message: Encodable>(_ message: Message) throws -> String {
        Data(try WireEncoder.encode(message)).base64EncodedString()
    }

    /// The message of `type` that `line` holds (as `line(_:)` made it).
    static func read<Message: Decodable>(_ type: Message.Type, from line: String) throws -> Message {
        guard let data = Data(base64Encoded: line) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The line is not base64."))
        }
        return try WireDecoder.decode(type, from: [UInt8](data))
    }

    /// How many workers run at once.
    var jobs: Int
    /// Workers started earlier, taken before any new one is started.
    var prestarted: PrestartedWorkers?

    /// How many workers do `count` items: `jobs`, but never more than one per item.
    func workerCount(for count: Int) -> Int {
        min(max(1, jobs), max(1, count))
    }

    /// `items` (the command's plan) done by workers, or only those at `indices` when given:
    /// each one's output, or the crash that stopped it, in the order of `indices` (else of
    /// `items`). Throws the first item's error (in that order) when an item's work threw one,
    /// as the command would have in one process, and when a worker cannot start.
    func map<Output: Codable & Sendable>(_ items: [CatalogItem], only indices: [Int]? = nil, as output: Output.Type = Output.self,
                                         progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws -> [Result<Output, CatalogCrash>] {
        let chosen = indices ?? Array(items.indices)
        let count = chosen.count
        // Requests name an item by its place in the whole plan, which every worker makes too.
        let requests = try chosen.map { index in try Self.line(WorkerRequest(index: index, item: items[index].description)) }
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let results = Locked<[Int: Result<Result<Output, CatalogCrash>, CatalogCommandError>]>([:])
        let startFailure = Locked<CatalogCommandError?>(nil)
        let group = DispatchGroup()
        let prestarted = self.prestarted
        for _ in 0..<workerCount(for: count) {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                var worker: WorkerProcess?
                defer { worker?.finish() }
                // A reply is decoded once the worker has its next item, so that the worker
                // does not wait while this thread reads what it sent.
                var unread: (index: Int, line: String)?
                func settle(_ index: Int, _ outcome: Result<Result<Output, CatalogCrash>, CatalogCommandError>) {
                    results.withLock { $0[index] = outcome }
                    progress?(done.add(1, ordering: .relaxed).newValue, count)
                }
                func settleUnread() {
                    guard let (index, line) = unread else { return }
                    unread = nil
                    do {
                        let reply = try Self.read(WorkerReply<Output>.self, from: line)
                        if let output = reply.output {
                            settle(index, .success(.success(output)))
                        } else {
                            settle(index, .failure(CatalogCommandError(reply.error ?? "A worker sent neither a result nor an error.")))
                        }
                    } catch {
                        settle(index, .failure(CatalogCommandError("A worker's reply cannot be read (\(error)): \(line.prefix(200))")))
                    }
                }
                defer { settleUnread() }
                while startFailure.withLock({ $0 == nil }) {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < count else { return }
                    if worker == nil {
                        do {
                            if let early = prestarted?.take() {
                                try early.awaitReady()
                                worker = early
                            } else {
                                worker = try WorkerProcess.start()
                            }
                        } catch {
                            startFailure.withLock { $0 = $0 ?? (error as? CatalogCommandError) ?? CatalogCommandError("\(error)") }
                            return
                        }
                    }
                    guard let running = worker else { return }
                    let sent = running.send(requests[index])
                    settleUnread()
                    if sent, let line = running.readReply() {
                        unread = (index, line)
                    } else {
                        settle(index, .success(.failure(running.end())))
                        worker = nil
                    }
                }
            }
            thread.start()
        }
        group.wait()
        if let failure = startFailure.withLock({ $0 }) { throw failure }
        let collected = results.withLock { $0 }
        return try (0..<count).map { index in
            guard let outcome = collected[index] else { throw CatalogCommandError("Item \(index) was not done.") }
            return try outcome.get()
        }
    }
}
