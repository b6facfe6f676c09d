import Catalog
import Foundation
import Locking
import Synchronization

/// Runs a command's items in worker processes, so that a variant that traps ends its worker
/// and not the command (docs/CRASHES.md). Each of `jobs` threads keeps one worker (this
/// executable with the command's arguments, serving through `Worker`) and keeps two items in
/// its hands (it does them one at a time, in order); a worker that ends before it replies
/// crashed on the oldest item it was given: that item is reported with the trap's message,
/// and a new worker takes the others. Results come back in input
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

    /// How many items a worker is given ahead of its replies: the one it is doing and the
    /// next, so that it never waits for the pool between items.
    static let itemsInHand = 2

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
                // The items this worker was sent and has not answered, oldest first. It does
                // them in that order, so it always has the next one waiting instead of idling
                // while this thread reads a reply and sends the next request; when it ends,
                // the oldest is the one it was doing, and the others go to the next worker.
                var sent: [Int] = []
                var notStarted: [Int] = []
                // A reply is decoded while the worker does its next item.
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
                func nextIndex() -> Int? {
                    if !notStarted.isEmpty { return notStarted.removeFirst() }
                    let index = next.add(1, ordering: .relaxed).oldValue
                    return index < count ? index : nil
                }
                defer { settleUnread() }
                while startFailure.withLock({ $0 == nil }) {
                    while sent.count < Self.itemsInHand, let index = nextIndex() {
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
                        sent.append(index)
                        // A worker that is gone shows as the end of its replies below.
                        guard worker?.send(requests[index]) == true else { break }
                    }
                    guard let oldest = sent.first, let running = worker else { return }
                    settleUnread()
                    sent.removeFirst()
                    if let line = running.readReply() {
                        unread = (oldest, line)
                    } else {
                        settle(oldest, .success(.failure(running.end())))
                        notStarted = sent + notStarted
                        sent = []
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
