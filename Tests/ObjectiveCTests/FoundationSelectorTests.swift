import ObjectiveC
import Locking
import Testing

/// An observer and timer target whose calls are counted across threads.
final class Listener: NSObject, Sendable {
    private let received = Locked<[String]>([])

    var calls: [String] { received.withLock { $0 } }

    func noteArrived(_ note: Notification) { received.withLock { $0.append(note.name.rawValue) } }
    func tick(_ timer: Timer) { received.withLock { $0.append("tick \(timer.userInfo ?? "-")") } }
    func later(_ value: Any?) { received.withLock { $0.append("later \(value ?? "-")") } }

    static let noteArrivedSelector = Selector("noteArrived:", target: Listener.self, invoke: { target, arguments in
        Selector.call(target.noteArrived(_:), arguments)
    })
    static let tickSelector = Selector("tick:", target: Listener.self, invoke: { target, arguments in
        Selector.call(target.tick(_:), arguments)
    })
    static let laterSelector = Selector("later:", target: Listener.self, invoke: { target, arguments in
        Selector.call(target.later(_:), arguments)
    })
}

/// Makes timers on a new thread and runs its run loop until `done` or the time runs out,
/// then invalidates them.
private func onRunLoopThread(seconds: TimeInterval, _ makeTimers: @escaping @Sendable () -> [Timer],
                             until done: @escaping @Sendable () -> Bool) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let thread = Thread {
            let timers = makeTimers()
            let deadline = Date(timeIntervalSinceNow: seconds)
            while !done(), Date() < deadline {
                _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            }
            for timer in timers { timer.invalidate() }
            continuation.resume()
        }
        thread.start()
    }
}

@Suite("Selector-based Foundation API")
struct FoundationSelectorTests {
    @Test("Notifications are delivered to selector observers until they are removed or gone")
    func notifications() {
        let center = NotificationCenter()
        let name = Notification.Name("CardDidChange")
        let listener = Listener()
        center.addObserver(listener, selector: Listener.noteArrivedSelector, name: name, object: nil)
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("Other"), object: nil)
        #expect(listener.calls == ["CardDidChange"])
        center.removeObserver(listener)
        center.post(name: name, object: nil)
        #expect(listener.calls == ["CardDidChange"])

        var transient: Listener? = Listener()
        weak let observed = transient
        if let transient { center.addObserver(transient, selector: Listener.noteArrivedSelector, name: name, object: nil) }
        transient = nil
        #expect(observed == nil, "the center holds its observers weakly")
        center.post(name: name, object: nil)
    }

    @Test("A notification to an observer that does not answer the selector is recorded as an issue")
    func notificationIssue() {
        let center = NotificationCenter()
        let name = Notification.Name("Orphan")
        let observer = Owner()
        center.addObserver(observer, selector: Selector("noSuchHandler:"), name: name, object: nil)
        let ((), issues) = ObjCRuntimeIssues.collecting { center.post(name: name, object: nil) }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("Notification Orphan: -[Owner noSuchHandler:]: unrecognized selector") == true)
    }

    @Test("A repeating target-selector timer fires until invalidated, with its user info")
    func repeatingTimer() async {
        let listener = Listener()
        await onRunLoopThread(seconds: 5, {
            [Timer.scheduledTimer(timeInterval: 0.01, target: listener, selector: Listener.tickSelector, userInfo: "info",
                                  repeats: true)]
        }, until: { listener.calls.count >= 3 })
        #expect(listener.calls.prefix(3) == ["tick info", "tick info", "tick info"])
    }

    @Test("A non-repeating timer fires once; init(fireAt:...) fires at its date; user info the initializers cannot keep is reported")
    func oneShotTimer() async {
        let listener = Listener()
        let ((), issues) = ObjCRuntimeIssues.collecting {
            _ = Timer(timeInterval: 1, target: listener, selector: Listener.tickSelector, userInfo: "lost", repeats: false)
        }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)") == true)
        await onRunLoopThread(seconds: 0.3, {
            let timers = [
                Timer(timeInterval: 0.01, target: listener, selector: Listener.tickSelector, userInfo: nil, repeats: false),
                Timer(fireAt: Date(timeIntervalSinceNow: 0.02), interval: 0, target: listener, selector: Listener.tickSelector,
                      userInfo: nil, repeats: false),
            ]
            for timer in timers { RunLoop.current.add(timer, forMode: .default) }
            return timers
        }, until: { false })
        #expect(listener.calls == ["tick -", "tick -"])
    }

    @Test("perform(_:with:afterDelay:) runs on the main queue later; cancelPreviousPerformRequests stops it")
    func delayedPerform() async throws {
        let listener = Listener()
        let cancelled = Listener()
        listener.perform(Listener.laterSelector, with: "now", afterDelay: 0.01)
        cancelled.perform(Listener.laterSelector, with: "never", afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: cancelled)
        #expect(listener.calls.isEmpty)
        for _ in 0..<300 where listener.calls.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }
        try await Task.sleep(for: .milliseconds(30))
        #expect(listener.calls == ["later now"])
        #expect(cancelled.calls.isEmpty)
    }

    @Test("as CFString, CFArray and CFDictionary compile and round-trip")
    func coreFoundationNames() {
        let string = "héllo" as CFString
        #expect(string as String == "héllo")
        let array = [1, 2, 3] as CFArray
        #expect((array as? [Int]) == [1, 2, 3])
        let dictionary = ["key": "value"] as CFDictionary
        #expect((dictionary as? [String: String]) == ["key": "value"])
        let reference: CFTypeRef = string
        #expect(reference is NSString)
        let interval: CFTimeInterval = 1.5
        let index: CFIndex = 3
        #expect(interval == 1.5 && index == 3)
    }

    @Test("@NSManaged storage: optional properties read nil until set; to-many helpers add and remove")
    func managedStorage() {
        let owner = Owner()
        let title: String? = ManagedStorage.value(owner, "title")
        #expect(title == nil)
        ManagedStorage.setValue("Tokyo", owner, "title")
        let stored: String? = ManagedStorage.value(owner, "title")
        #expect(stored == "Tokyo")
        let count: Int = { ManagedStorage.setValue(3, owner, "count"); return ManagedStorage.value(owner, "count") }()
        #expect(count == 3)
        #expect(owner.value(forKey: "title") as? String == "Tokyo", "key-value coding reads managed values")
        ManagedStorage.add(NSString(string: "a"), to: "tags", of: owner)
        ManagedStorage.add(NSSet(array: [NSString(string: "b"), NSString(string: "c")]), to: "tags", of: owner)
        ManagedStorage.remove(NSString(string: "b"), from: "tags", of: owner)
        let tags: NSSet? = ManagedStorage.value(owner, "tags")
        #expect(tags?.count == 2)
    }
}
