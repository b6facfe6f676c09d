import Dispatch
import Locking

/// The requests `perform(_:with:afterDelay:)` scheduled and not yet run, so they can be
/// cancelled by target.
final class DelayedPerformRequests: Sendable {
    /// The one table of the process.
    static let shared = DelayedPerformRequests()

    private struct Request: @unchecked Sendable {
        let id: Int
        let target: AnyObject
        let selector: Selector
        let argument: Any?
    }

    private struct State: @unchecked Sendable {
        var requests: [Int: Request] = [:]
        var nextID = 0
    }

    private let state = Locked(State())

    /// Performs `selector` on `target` with `argument` on the main queue after `delay`.
    func schedule(_ selector: Selector, on target: AnyObject, argument: Any?, after delay: TimeInterval) {
        let id = state.withLock { state in
            state.nextID += 1
            state.requests[state.nextID] = Request(id: state.nextID, target: target, selector: selector, argument: argument)
            return state.nextID
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) { [self] in
            run(id)
        }
    }

    /// Removes the requests on `target` (with `selector` and `argument`, when given).
    func cancel(target: AnyObject, selector: Selector?, argument: Any??) {
        let removed: [Request] = state.withLock { state in
            let matching = state.requests.values.filter { request in
                guard request.target === target else { return false }
                if let selector, request.selector != selector { return false }
                if let argument, !Self.same(request.argument, argument) { return false }
                return true
            }
            for request in matching { state.requests[request.id] = nil }
            return matching
        }
        _ = removed  // released outside the lock
    }

    private func run(_ id: Int) {
        guard let request = state.withLock({ $0.requests.removeValue(forKey: id) }) else { return }
        let result = request.selector.performAnywhere(on: request.target, with: [request.argument])
        if case .failure(let error) = result {
            ObjCRuntimeIssues.report("perform(_:with:afterDelay:): \(error.description)")
        }
    }

    private static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (ClassHierarchy.flattened(lhs), ClassHierarchy.flattened(rhs)) {
        case (nil, nil): true
        case let (left as NSObject, right as NSObject): left.isEqual(right)
        case let (left?, right?): String(describing: left) == String(describing: right)
        default: false
        }
    }
}
