import Foundation

/// Darwin's target-selector timers. The timer keeps its target alive until it is
/// invalidated (a non-repeating timer, once it has fired) and performs the selector on it
/// with the timer as the argument. A target that does not answer the selector invalidates
/// the timer and records an `ObjCRuntimeIssues` message.
///
/// `userInfo`: timers from `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`
/// return it from `timer.userInfo`; the two initializers cannot (Foundation on Linux keeps a
/// timer's user info private and an initializer cannot make a subclass), so they record an
/// issue when given one.
extension Timer {
    /// A timer, not yet scheduled, that performs `aSelector` on `aTarget` every `ti` seconds
    /// (once when `yesOrNo` is false), starting `ti` seconds after it is added to a run loop.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
                            repeats yesOrNo: Bool) {
        self.init(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo,
                  block: SelectorTimer.performing(aSelector, on: aTarget))
        SelectorTimer.reportDropped(userInfo, initializer: "Timer(timeInterval:target:selector:userInfo:repeats:)")
    }

    /// A timer, not yet scheduled, that first performs `s` on `t` at `date`, then every `ti`
    /// seconds when `rep` is true.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?,
                            repeats rep: Bool) {
        self.init(fire: date, interval: ti, repeats: rep, block: SelectorTimer.performing(s, on: t))
        SelectorTimer.reportDropped(ui, initializer: "Timer(fireAt:interval:target:selector:userInfo:repeats:)")
    }

    /// A timer that performs `aSelector` on `aTarget` every `ti` seconds (once when
    /// `yesOrNo` is false), scheduled on the current run loop in the default mode; its
    /// `userInfo` is `userInfo`.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = SelectorTimer(interval: ti, selector: aSelector, target: aTarget, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// A target-selector timer that keeps its user info.
final class SelectorTimer: Timer {
    private let storedUserInfo: UserInfoBox

    init(interval: TimeInterval, selector: Selector, target: Any, userInfo: Any?, repeats: Bool) {
        storedUserInfo = UserInfoBox(userInfo)
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats,
                   block: Self.performing(selector, on: target))
    }

    /// The object given when the timer was made.
    override var userInfo: Any? {
        storedUserInfo.value
    }

    /// The block a target-selector timer runs: performs the selector with the timer.
    static func performing(_ selector: Selector, on target: Any) -> @Sendable (Timer) -> Void {
        let target = UserInfoBox(target as AnyObject)
        return { timer in
            guard let object = target.value.map({ $0 as AnyObject }) else { return }
            let result = selector.performAnywhere(on: object, with: [timer])
            if case .failure(let error) = result {
                timer.invalidate()
                ObjCRuntimeIssues.report("Timer: \(error.description) The timer was invalidated.")
            }
        }
    }

    /// Records that an initializer was given user info it cannot keep.
    static func reportDropped(_ userInfo: Any?, initializer: String) {
        guard userInfo != nil else { return }
        ObjCRuntimeIssues.report("\(initializer) was given userInfo, which timer.userInfo cannot return on Linux "
            + "(Foundation keeps a timer's user info private). Make the timer with Timer.scheduledTimer(timeInterval:"
            + "target:selector:userInfo:repeats:), whose timers return it, or keep the value in the target.")
    }
}

/// A value a timer keeps (its target, its user info).
private final class UserInfoBox: @unchecked Sendable {
    let value: Any?

    init(_ value: Any?) {
        self.value = value
    }
}
