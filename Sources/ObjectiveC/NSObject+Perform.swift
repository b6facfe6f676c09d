import Foundation

/// Darwin's dynamic messaging on `NSObject`, answered by the selector registry: a selector
/// whose method is unknown for the object's class does nothing, returns `nil` and records an
/// `ObjCRuntimeIssues` message (Darwin would raise "unrecognized selector").
extension NSObject {
    /// Whether the object has a method for `aSelector`: one the selector carries for its
    /// class, or one registered by that name for its class or a superclass.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return aSelector.isPerformable(on: self)
    }

    /// Performs `aSelector` with no arguments; the result when the method returns an object.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        performSelector(aSelector, arguments: [])
    }

    /// Performs `aSelector` with one argument; the result when the method returns an object.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        performSelector(aSelector, arguments: [object])
    }

    /// Performs `aSelector` with two arguments; the result when the method returns an object.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        performSelector(aSelector, arguments: [object1, object2])
    }

    /// Performs `aSelector` with `anArgument` on the main queue after `delay` seconds, unless
    /// `cancelPreviousPerformRequests(withTarget:)` cancels it first. The object and the
    /// argument are kept alive until then.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        DelayedPerformRequests.shared.schedule(aSelector, on: self, argument: anArgument, after: delay)
    }

    /// Cancels every request `perform(_:with:afterDelay:)` scheduled on `aTarget` that has
    /// not run yet.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerformRequests.shared.cancel(target: aTarget as AnyObject, selector: nil, argument: nil)
    }

    /// Cancels the requests scheduled on `aTarget` with `aSelector` and an argument equal to
    /// `anArgument` (compared with `isEqual(_:)` for objects, `==` by description otherwise).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        DelayedPerformRequests.shared.cancel(target: aTarget as AnyObject, selector: aSelector, argument: .some(anArgument))
    }

    private func performSelector(_ selector: Selector?, arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let selector else {
            ObjCRuntimeIssues.report("perform(_:) on \(ClassHierarchy.className(of: self)) was given a nil selector; nothing was called.")
            return nil
        }
        let result = selector.performAnywhere(on: self, with: arguments)
        switch result {
        case .success(let value):
            return PerformResults.retainedBriefly(value)
        case .failure(let error):
            ObjCRuntimeIssues.report(error.description)
            return nil
        }
    }
}

/// Keeps the last objects `perform(_:)` returned alive for a while, as Darwin's autorelease
/// pool does, so `perform(sel)?.takeUnretainedValue()` never reads a freed object.
enum PerformResults {
    private static let recent = RecentObjects(capacity: 64)

    /// `value` as an unmanaged object, when it is one.
    static func retainedBriefly(_ value: Any?) -> Unmanaged<AnyObject>? {
        guard let value = ClassHierarchy.flattened(value), type(of: value) is AnyClass else { return nil }
        let object = value as AnyObject
        recent.keep(object)
        return Unmanaged.passUnretained(object)
    }
}
