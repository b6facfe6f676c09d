import Foundation

/// Darwin's target-selector timers. The timer keeps its target alive until it is
/// invalidated (a non-repeating timer, once it has fired) and performs the selector on it
/// with the timer as the argument. A target that does not answer the selector invalidates
/// the timer and records an `ObjCRuntimeIssues` message.
extension Timer {
    /// A timer, not yet scheduled, that performs `aSelector` on `aTarget` every `ti` seconds
    /// (once when `yesOrNo` is false), starting `ti` seconds after it is added to a run loop.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
                            repeats yesOrNo: Bool) {
        self.init(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo,
                  block: Self.performing(aSelector, on: aTarget))
        setTimerUserInfo(userInfo)
    }

    /// A timer, not yet scheduled, that first performs `s` on `t` at `date`, then every `ti`
    /// seconds when `rep` is true.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?,
                            repeats rep: Bool) {
        self.init(fire: date, interval: ti, repeats: rep, block: Self.performing(s, on: t))
        setTimerUserInfo(ui)
    }

    /// A timer that performs `aSelector` on `aTarget` every `ti` seconds (once when
    /// `yesOrNo` is false), scheduled on the current run loop in the default mode.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// The object given as `userInfo` when the timer was made with a target and selector.
    /// (Foundation on Linux keeps none for the timers it makes itself.)
    public var userInfo: Any? {
        associatedObjects.value(for: self, key: TimerUserInfoKey.address)
    }

    private func setTimerUserInfo(_ userInfo: Any?) {
        associatedObjects.setValue(userInfo, for: self, key: TimerUserInfoKey.address)
    }

    /// The block a target-selector timer runs: performs the selector with the timer.
    private static func performing(_ selector: Selector, on target: Any) -> @Sendable (Timer) -> Void {
        let target = TimerTarget(target as AnyObject)
        return { timer in
            let result = selector.performAnywhere(on: target.object, with: [timer])
            if case .failure(let error) = result {
                timer.invalidate()
                ObjCRuntimeIssues.report("Timer: \(error.description) The timer was invalidated.")
            }
        }
    }
}

/// The target of a timer, kept alive by the timer's block.
private final class TimerTarget: @unchecked Sendable {
    let object: AnyObject

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// The side-table key of timers' user info (a key no `&variable` pointer can equal).
private enum TimerUserInfoKey {
    static let address: UInt = 1
}
