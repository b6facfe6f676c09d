/// An animation that can be started, paused, scrubbed and finished, UIKit's
/// `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Whether the animation is inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether it is running.
    var isRunning: Bool { get }
    /// Whether it runs backwards.
    var isReversed: Bool { get set }
    /// How far it has gone, from 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts it.
    func startAnimation()
    /// Starts it after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses it.
    func pauseAnimation()
    /// Stops it, leaving it stopped (false) or inactive (true).
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animation at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation that takes more animation blocks and completions, UIKit's
/// `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations starting at `delayFactor` of the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a closure run when the animation ends.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animation with new timing.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
