/// An animation, Core Animation's `CAAnimation`. Renders here show the state an animation
/// ends in (a snapshot tool has no frames in between): one that is removed on completion
/// (the default) leaves the layer's own values; one kept with `isRemovedOnCompletion = false`
/// and a forwards fill mode leaves its end values. Endless animations (`repeatCount =
/// .infinity`) never end, so they leave the layer's own values. Delegates hear
/// `animationDidStart` and `animationDidStop(_:finished: true)` when the transaction's
/// completions run (`CATransaction.flush()`, which every render calls first). A `repeatCount`
/// of `Float.greatestFiniteMagnitude` (math.h's `HUGE`) repeats forever, as Core Animation
/// documents.
open class CAAnimation: NSObject, CAMediaTiming {
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    @exclusivity(unchecked) open var speed: Float = 1
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
    @exclusivity(unchecked) open var repeatCount: Float = 0
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) open var autoreverses = false
    @exclusivity(unchecked) open var fillMode = CAMediaTimingFillMode.removed
    @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation is removed once it ends (true by default).
    @exclusivity(unchecked) open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops (held strongly, as Core Animation does).
    @exclusivity(unchecked) open var delegate: CAAnimationDelegate?

    public override init() {
        super.init()
    }

    /// A new animation, as `CAAnimation.animation()` makes one... use `init()`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Whether the animation never ends: an infinite repeat count or duration, or the
    /// greatest finite count, which Core Animation documents as repeating forever.
    var isEndless: Bool {
        repeatCount.isInfinite || repeatCount == .greatestFiniteMagnitude || repeatDuration.isInfinite
    }

    /// Whether the layer keeps showing the animation's end state after it ends.
    var leavesEndState: Bool {
        !isRemovedOnCompletion && (fillMode == .forwards || fillMode == .both) && !isEndless
    }

    /// The values the animation leaves, by key path, given the layer's current values.
    func endValues(on layer: CALayer) -> [(keyPath: String, value: Any?)] { [] }

    /// A copy, as layers keep copies of what is added to them.
    func copyAnimation() -> CAAnimation {
        let copy = CAAnimation()
        copyTiming(to: copy)
        return copy
    }

    func copyTiming(to copy: CAAnimation) {
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
    }

    /// Whether the animation has a value for `key` of its own (Core Animation's KVC answer).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }
}

/// What an animation tells about its progress, Core Animation's `CAAnimationDelegate`.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
