import Synchronization

/// A batch of layer changes, Core Animation's `CATransaction`. Nothing animates here, so a
/// transaction's only effect is when completions run: `flush()` (which every render calls
/// before it lays out) runs the completion blocks and animation-delegate calls queued since.
open class CATransaction: NSObject {
    private struct Settings {
        var duration: CFTimeInterval = 0.25
        var disableActions = false
        var timingFunction: CAMediaTimingFunction?
        var completion: (@Sendable () -> Void)?
    }

    /// Per-thread state: each thread has its own transactions (all main-actor work one;
    /// `ThreadScoped`).
    private final class ThreadState {
        var stack: [Settings] = [Settings()]
        var pending: [() -> Void] = []
    }

    private static let currentScope = ThreadScoped<ThreadState>("QuartzCore.CATransaction")
    private static var current: ThreadState {
        currentScope.value { ThreadState() }
    }

    /// Opens a nested transaction.
    open class func begin() {
        let state = current
        state.stack.append(state.stack.last ?? Settings())
    }

    /// Closes the innermost transaction; its completion block is queued.
    open class func commit() {
        let state = current
        guard state.stack.count > 1, let closed = state.stack.popLast() else { return }
        if let completion = closed.completion { state.pending.append(completion) }
    }

    /// Runs every queued completion and animation-delegate call, in order.
    open class func flush() {
        let state = current
        while !state.pending.isEmpty {
            let work = state.pending
            state.pending = []
            for item in work { item() }
        }
    }

    /// Queues `work` to run at the next `flush()`.
    package class func enqueue(_ work: @escaping () -> Void) {
        current.pending.append(work)
    }

    open class func lock() {}
    open class func unlock() {}

    open class func animationDuration() -> CFTimeInterval { current.stack.last?.duration ?? 0.25 }
    open class func setAnimationDuration(_ duration: CFTimeInterval) { mutate { $0.duration = duration } }
    open class func disableActions() -> Bool { current.stack.last?.disableActions ?? false }
    open class func setDisableActions(_ flag: Bool) { mutate { $0.disableActions = flag } }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.stack.last?.timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { mutate { $0.timingFunction = function } }
    open class func completionBlock() -> (@Sendable () -> Void)? { current.stack.last?.completion }

    /// The block run when the transaction's animations end (at the next `flush()`, or at
    /// once outside any explicit transaction).
    open class func setCompletionBlock(_ block: (@Sendable () -> Void)?) {
        let state = current
        if state.stack.count > 1 {
            mutate { $0.completion = block }
        } else if let block {
            state.pending.append(block)
        }
    }

    private class func mutate(_ change: (inout Settings) -> Void) {
        let state = current
        guard !state.stack.isEmpty else { return }
        change(&state.stack[state.stack.count - 1])
    }
}
