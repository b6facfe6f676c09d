/// What the pool asks a worker for: an item by its place in the plan, and its description,
/// which the worker checks against its own plan.
struct WorkerRequest: Codable {
    var index: Int
    /// `Entry variant environment`, as `CatalogItem.description` says.
    var item: String
}
