/// The timing of an animation, UIKit's `UITimingCurveProvider`: a cubic curve, a spring, or
/// both. Animations land at their end state here, so timing changes when nothing ends, not
/// where.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which parameters the provider gives.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// The kind of a timing curve, UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Hashable, Sendable {
    case builtin, cubic, spring, composed
}
