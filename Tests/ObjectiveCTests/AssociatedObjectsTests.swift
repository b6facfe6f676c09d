import ObjectiveC
import Testing
import Dispatch

/// Keys for associated objects, as code declares them: static variables passed by address.
enum AssociationKeys {
    nonisolated(unsafe) static var badge: UInt8 = 0
    nonisolated(unsafe) static var tag: UInt8 = 0
}

final class Owner: NSObject {}
final class Payload {
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void = {}) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

@Suite("Associated objects")
struct AssociatedObjectsTests {
    @Test("Set, get, replace, and nil removes")
    func basics() {
        let owner = Owner()
        #expect(objc_getAssociatedObject(owner, &AssociationKeys.badge) == nil)
        objc_setAssociatedObject(owner, &AssociationKeys.badge, "new", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(owner, &AssociationKeys.tag, 42, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner, &AssociationKeys.badge) as? String == "new")
        objc_setAssociatedObject(owner, &AssociationKeys.badge, "replaced", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &AssociationKeys.badge) as? String == "replaced")
        objc_setAssociatedObject(owner, &AssociationKeys.badge, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner, &AssociationKeys.badge) == nil)
        #expect(objc_getAssociatedObject(owner, &AssociationKeys.tag) as? Int == 42)
        objc_removeAssociatedObjects(owner)
        #expect(objc_getAssociatedObject(owner, &AssociationKeys.tag) == nil)
    }

    @Test("Owners don't see each other's values, and values go when their owner does")
    func owners() {
        var released = false
        let first = Owner()
        let second = Owner()
        objc_setAssociatedObject(first, &AssociationKeys.badge, "first", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(second, &AssociationKeys.badge) == nil)
        do {
            let doomed = Owner()
            objc_setAssociatedObject(doomed, &AssociationKeys.badge, Payload { released = true }, .OBJC_ASSOCIATION_RETAIN)
            objc_removeAssociatedObjects(doomed)
        }
        #expect(released)
        for _ in 0..<200 {
            let transient = Owner()
            objc_setAssociatedObject(transient, &AssociationKeys.tag, "stale", .OBJC_ASSOCIATION_RETAIN)
        }
        for _ in 0..<200 {
            let fresh = Owner()
            #expect(objc_getAssociatedObject(fresh, &AssociationKeys.tag) == nil, "a reused address sees no stale value")
        }
        #expect(objc_getAssociatedObject(first, &AssociationKeys.badge) as? String == "first")
    }

    @Test("OBJC_ASSOCIATION_ASSIGN holds objects weakly; copy policies copy NSCopying values")
    func policies() {
        let owner = Owner()
        do {
            let payload = Payload()
            objc_setAssociatedObject(owner, &AssociationKeys.badge, payload, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(owner, &AssociationKeys.badge) as? Payload === payload)
        }
        #expect(objc_getAssociatedObject(owner, &AssociationKeys.badge) == nil)
        let text = NSMutableString(string: "abc")
        objc_setAssociatedObject(owner, &AssociationKeys.tag, text, .OBJC_ASSOCIATION_COPY)
        text.append("def")
        #expect((objc_getAssociatedObject(owner, &AssociationKeys.tag) as? NSString) == "abc")
    }

    @Test("A value type cannot own associations: nothing is stored and an issue says so")
    func valueTypes() {
        let ((), issues) = ObjCRuntimeIssues.collecting {
            objc_setAssociatedObject(5, &AssociationKeys.badge, "x", .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(objc_getAssociatedObject(5, &AssociationKeys.badge) == nil)
        #expect(issues.first?.contains("Int is a value type") == true)
    }

    @Test("Many threads set and read their own owners' values at once")
    func threads() {
        let owners = (0..<8).map { _ in Owner() }
        nonisolated(unsafe) let shared = owners
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let owner = shared[index]
            for round in 0..<500 {
                objc_setAssociatedObject(owner, &AssociationKeys.badge, index * 1000 + round, .OBJC_ASSOCIATION_RETAIN)
                let scratch = Owner()
                objc_setAssociatedObject(scratch, &AssociationKeys.tag, round, .OBJC_ASSOCIATION_RETAIN)
                _ = objc_getAssociatedObject(owner, &AssociationKeys.badge)
            }
        }
        for (index, owner) in owners.enumerated() {
            #expect(objc_getAssociatedObject(owner, &AssociationKeys.badge) as? Int == index * 1000 + 499)
        }
    }
}
