import Foundation
import ObjectiveC
import QuartzCore
import Locking
import Testing

/// A display link's target, counting the frames it is called for.
private final class FrameCounter: NSObject, Sendable {
    private let frames = Locked<[CFTimeInterval]>([])
    var timestamps: [CFTimeInterval] { frames.withLock { $0 } }

    func step(_ link: CADisplayLink) { frames.withLock { $0.append(link.timestamp) } }

    static let stepSelector = Selector("step:", target: FrameCounter.self, invoke: { target, arguments in
        Selector.call(target.step(_:), arguments)
    })
}

/// Runs the current thread's run loop for `seconds`.
private func spin(_ seconds: TimeInterval) {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
}

@Suite("CADisplayLink")
struct DisplayLinkTests {
    @Test("Added to a running run loop, a link calls its target with itself every frame; paused or invalidated, it stops")
    func firesWhileTheRunLoopRuns() async {
        let counter = FrameCounter()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                let link = CADisplayLink(target: counter, selector: FrameCounter.stepSelector)
                #expect(abs(link.duration - 1.0 / 60) < 1e-12)
                // Made but not added: nothing fires.
                spin(0.05)
                #expect(counter.timestamps.isEmpty)
                link.add(to: .current, forMode: .default)
                spin(0.25)
                let running = counter.timestamps.count
                #expect(running >= 3, "\(running) frames in 0.25 s")
                #expect(counter.timestamps == counter.timestamps.sorted())
                #expect(abs(link.targetTimestamp - link.timestamp - link.duration) < 1e-9)
                link.isPaused = true
                spin(0.1)
                let paused = counter.timestamps.count
                #expect(paused <= running + 1)
                link.isPaused = false
                link.invalidate()
                spin(0.1)
                #expect(counter.timestamps.count == paused)
                continuation.resume()
            }
            thread.start()
        }
    }
}
