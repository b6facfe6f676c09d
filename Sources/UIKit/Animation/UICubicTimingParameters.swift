import Foundation

/// A cubic Bézier timing curve, UIKit's `UICubicTimingParameters`: one of the standard
/// curves or one through two control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The standard curve, `.easeInOut` for one made from control points.
    @exclusivity(unchecked) open private(set) var animationCurve: UIView.AnimationCurve
    /// The first control point.
    @exclusivity(unchecked) open private(set) var controlPoint1: CGPoint
    /// The second control point.
    @exclusivity(unchecked) open private(set) var controlPoint2: CGPoint
    private let builtin: Bool

    /// The ease-in-out curve.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// The standard `curve`, with Core Animation's control points for it.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        builtin = true
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        super.init()
    }

    /// A curve through `point1` and `point2`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        builtin = false
        super.init()
    }

    /// `.builtin` for a standard curve, `.cubic` for one made from control points.
    open var timingCurveType: UITimingCurveType { builtin ? .builtin : .cubic }
    /// The curve itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}
