/// An interruptible animation, UIKit's `UIViewPropertyAnimator`. Its animations run when it
/// starts (or finishes), to their end at once; completions run with `.end` at the next
/// transaction flush.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    @exclusivity(unchecked) open private(set) var duration: TimeInterval
    @exclusivity(unchecked) open private(set) var state = UIViewAnimatingState.inactive
    @exclusivity(unchecked) open private(set) var isRunning = false
    @exclusivity(unchecked) open var isReversed = false
    @exclusivity(unchecked) open var fractionComplete: CGFloat = 0
    @exclusivity(unchecked) open var isInterruptible = true
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    @exclusivity(unchecked) open var scrubsLinearly = true
    @exclusivity(unchecked) open var pausesOnCompletion = false

    /// The timing the animator was made with.
    @exclusivity(unchecked) open private(set) var timingParameters: UITimingCurveProvider?
    /// The delay before the animations start (from `runningPropertyAnimator`).
    @exclusivity(unchecked) open private(set) var delay: TimeInterval = 0

    /// An animator of `duration` with `parameters`' timing.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    /// An animator of `duration` along a standard `curve`.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { self.animations.append(animations) }
    }

    /// An animator of `duration` with a spring of `ratio`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { self.animations.append(animations) }
    }

    /// An animator of `duration` along a cubic curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { self.animations.append(animations) }
    }

    /// Runs `animations` now and completes at the next flush.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        animator.delay = delay
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        if isRunning { animation() } else { animations.append(animation) }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs the animations to their end now (or resumes a paused animator); the completions
    /// run at the next transaction flush unless it is paused or stopped before then.
    open func startAnimation() {
        guard !isRunning else { return }
        isRunning = true
        if state != .active {
            state = .active
            let pending = animations
            animations = []
            pending.forEach { $0() }
            fractionComplete = 1
        }
        CATransaction.enqueue { [weak self] in
            guard let self, self.isRunning, self.state == .active else { return }
            self.finish(at: .end)
        }
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
    }

    /// Pauses the animator (starting an inactive one first, as UIKit does): its completions
    /// wait until it is continued or finished.
    open func pauseAnimation() {
        if state == .inactive { startAnimation() }
        isRunning = false
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        finish(at: finalPosition)
    }

    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        startAnimation()
    }

    private func finish(at position: UIViewAnimatingPosition) {
        guard state != .inactive else { return }
        isRunning = false
        state = .inactive
        let pending = completions
        completions = []
        pending.forEach { $0(position) }
    }
}

/// Where an animation ended, UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
    case end, start, current
}

/// The state of an animator, UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Hashable, Sendable {
    case inactive, active, stopped
}
