@testable import ObjectiveC
import Testing

/// A class whose class object names one key, as the product's UIApplication does.
final class Registry: NSObject, ClassKeyValueCoding {
    nonisolated(unsafe) static var current = Registry()

    static func classValue(forKey key: String) -> Any?? {
        key == "current" ? .some(current) : nil
    }
}

/// Key-value coding on class objects (`SomeClass.value(forKey:)`).
@Suite("Class-level key-value coding")
struct ClassKeyValueCodingTests {
    @Test("A class answers the keys it names; the instance method stays the instance's")
    func namedKey() {
        #expect(Registry.value(forKey: "current") as? Registry === Registry.current)
        let object = Registry()
        let (value, issues) = ObjCRuntimeIssues.collecting { object.value(forKey: "current") }
        #expect(value == nil && issues.count == 1, "instances have no stored property 'current'")
    }

    @Test("Another key, or a class that names none, answers nil and records what to do")
    func unknownKey() {
        let (value, issues) = ObjCRuntimeIssues.collecting { NSObject.value(forKey: "sharedThing") }
        #expect(value == nil)
        #expect(issues.count == 1)
        #expect(issues.first?.contains("value(forKey: \"sharedThing\") on the class NSObject") == true, "\(issues)")
        let (other, _) = ObjCRuntimeIssues.collecting { Registry.value(forKey: "other") }
        #expect(other == nil)
    }
}
