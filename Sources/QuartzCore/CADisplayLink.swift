import Foundation
import ObjectiveC

/// A timer tied to the display's refresh, Core Animation's `CADisplayLink`: added to a run
/// loop, it performs its selector on its target (with itself as the argument) once per frame,
/// 60 times a second, while that run loop runs and the link is not paused.
///
/// A render draws one frame and never runs a run loop, so a display link created by a
/// component (to drive an animation) never fires in a catalog or a snapshot: the view shows
/// the state its properties describe, as every animation here does. Code that runs a run
/// loop itself (a test, a tool) sees it fire. As on iOS, the link keeps its target until it
/// is invalidated.
open class CADisplayLink: NSObject, @unchecked Sendable {
    private let target: AnyObject
    private let selector: Selector
    private var timers: [(runLoop: RunLoop, mode: RunLoop.Mode, timer: Timer)] = []
    private let lock = NSLock()
    @exclusivity(unchecked) private var invalidated = false

    /// A link that performs `sel` on `target` every frame once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        super.init()
    }

    /// Whether the link skips frames (it keeps its place in the run loop).
    open var isPaused: Bool {
        get { lock.withLock { paused } }
        set { lock.withLock { paused = newValue } }
    }
    @exclusivity(unchecked) private var paused = false

    /// When the last frame the link fired for was shown (`CACurrentMediaTime()` time).
    open var timestamp: CFTimeInterval { lock.withLock { lastTimestamp } }
    @exclusivity(unchecked) private var lastTimestamp: CFTimeInterval = 0

    /// When the next frame will be shown.
    open var targetTimestamp: CFTimeInterval { lock.withLock { lastTimestamp } + duration }

    /// The time between frames: 1/60 second, the refresh rate of the displays rendered here.
    open var duration: CFTimeInterval { 1.0 / 60 }

    /// The frame rate asked for; 0 is the display's own (deprecated in iOS 15 for
    /// `preferredFrameRateRange`).
    @exclusivity(unchecked) open var preferredFramesPerSecond: Int = 0

    /// The frame rates asked for.
    @exclusivity(unchecked) open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Starts firing while `runloop` runs in `mode`.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let timer = Timer(timeInterval: duration, repeats: true) { [weak self] timer in
            guard let self else {
                timer.invalidate()
                return
            }
            self.fire()
        }
        lock.withLock {
            guard !invalidated else { return }
            timers.append((runloop, mode, timer))
        }
        runloop.add(timer, forMode: mode)
    }

    /// Stops firing for `runloop` in `mode`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let removed = lock.withLock {
            let matching = timers.filter { $0.runLoop === runloop && $0.mode == mode }
            timers.removeAll { $0.runLoop === runloop && $0.mode == mode }
            return matching
        }
        for entry in removed { entry.timer.invalidate() }
    }

    /// Stops the link for good.
    open func invalidate() {
        let removed = lock.withLock {
            invalidated = true
            let all = timers
            timers = []
            return all
        }
        for entry in removed { entry.timer.invalidate() }
    }

    private func fire() {
        let shouldFire = lock.withLock { () -> Bool in
            guard !invalidated, !paused else { return false }
            lastTimestamp = CACurrentMediaTime()
            return true
        }
        guard shouldFire else { return }
        if case let .failure(error) = selector.performAnywhere(on: target, with: [self]) {
            invalidate()
            ObjCRuntimeIssues.report("CADisplayLink: \(error.description) The display link was invalidated.")
        }
    }
}
