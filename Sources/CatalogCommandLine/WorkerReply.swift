/// What a worker sends back for one item: what it gave, or the error it threw.
struct WorkerReply<Output: Codable>: Codable {
    var output: Output?
    var error: String?
}
