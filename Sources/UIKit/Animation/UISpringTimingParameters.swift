import Foundation

/// Spring timing, UIKit's `UISpringTimingParameters`: a damping ratio and initial velocity,
/// a physical spring, or iOS 17's duration and bounce. The values are kept; the animation
/// lands at its end state.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// How fast the animated value starts moving, relative to the distance it travels.
    @exclusivity(unchecked) open private(set) var initialVelocity: CGVector
    /// The damping ratio (1: no oscillation); derived for the physical and duration forms.
    package let dampingRatio: CGFloat
    /// The settling duration of iOS 17's form, or nil.
    package let settlingDuration: TimeInterval?

    /// The default spring: damping ratio 4.56 and no initial velocity, as UIKit documents.
    public override convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        settlingDuration = nil
        super.init()
    }

    /// A physical spring of `mass`, `stiffness` and `damping` starting at `velocity`.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (max(mass, .leastNonzeroMagnitude) * max(stiffness, 0)).squareRoot()
        dampingRatio = critical > 0 ? damping / critical : 1
        initialVelocity = velocity
        settlingDuration = nil
        super.init()
    }

    /// iOS 17's spring settling in about `duration`, `bounce` from -1 to 1 (0: no bounce).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// iOS 17's spring settling in about `duration` with `bounce`, starting at `velocity`.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = 1 - bounce
        initialVelocity = velocity
        settlingDuration = duration
        super.init()
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The spring itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
