/// An interruptible animation, UIKit's `UIViewPropertyAnimator`. Its animations run when it
/// starts (or finishes), to their end at once; completions run with `.end` at the next
/// transaction flush.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    open private(set) var duration: TimeInterval
    open private(set) var state = UIViewAnimatingState.inactive
    open private(set) var isRunning = false
    open var isReversed = false
    open var fractionComplete: CGFloat = 0
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// Runs `animations` now and completes at the next flush.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
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

    open func startAnimation() {
        guard !isRunning else { return }
        isRunning = true
        state = .active
        let pending = animations
        animations = []
        pending.forEach { $0() }
        fractionComplete = 1
        CATransaction.enqueue { [weak self] in self?.finish(at: .end) }
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
    }

    open func pauseAnimation() {
        if !isRunning { startAnimation() }
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        finish(at: finalPosition)
    }

    open func continueAnimation(withTimingParameters parameters: AnyObject?, durationFactor: CGFloat) {
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
