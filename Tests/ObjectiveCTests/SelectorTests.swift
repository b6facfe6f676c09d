import ObjectiveC
import Testing

/// A control-like class whose methods selectors name, as `#selector` would make them.
class TapTarget: NSObject {
    var calls: [String] = []

    func reset() { calls.append("reset") }
    func tapped(_ sender: Any?) { calls.append("tapped:\(sender.map { "\($0)" } ?? "nil")") }
    func moved(_ sender: NSString, by amount: Double) -> Double {
        calls.append("moved:\(sender):\(amount)")
        return amount * 2
    }
    func label() -> NSString { "label" }

    static let resetSelector = Selector("reset", target: TapTarget.self, invoke: { target, _ in target.reset() })
    static let tappedSelector = Selector("tapped:", target: TapTarget.self, invoke: { target, arguments in
        Selector.call(target.tapped(_:), arguments)
    })
    static let movedSelector = Selector("moved:by:", target: TapTarget.self, invoke: { target, arguments in
        Selector.call(target.moved(_:by:), arguments)
    })
    static let labelSelector = Selector("label", target: TapTarget.self, invoke: { target, _ in target.label() })
}

/// A subclass that overrides one of the methods.
final class SpecialTapTarget: TapTarget {
    override func reset() { calls.append("special reset") }
}

/// An unrelated class.
final class Bystander: NSObject {}

@Suite("Selectors")
@MainActor
struct SelectorTests {
    @Test("Selectors made from method references perform with zero, one and two arguments")
    func performsWithArguments() throws {
        let target = TapTarget()
        #expect(throws: Never.self) { try TapTarget.resetSelector.invoke(on: target, with: ["ignored sender"]).get() }
        _ = TapTarget.tappedSelector.invoke(on: target, with: ["button"])
        _ = TapTarget.tappedSelector.invoke(on: target, with: [])
        let doubled = try TapTarget.movedSelector.invoke(on: target, with: [NSString(string: "knob"), 1.5]).get()
        #expect(doubled as? Double == 3)
        #expect(target.calls == ["reset", "tapped:button", "tapped:nil", "moved:knob:1.5"])
    }

    @Test("A subclass instance performs the selector, and its override is the one called")
    func subclasses() throws {
        let target = SpecialTapTarget()
        _ = try TapTarget.resetSelector.invoke(on: target, with: []).get()
        _ = try TapTarget.tappedSelector.invoke(on: target, with: [7]).get()
        #expect(target.calls == ["special reset", "tapped:7"])
        #expect(target.responds(to: TapTarget.resetSelector))
    }

    @Test("A selector made from a string finds the invoker registered under its name, also for subclasses")
    func stringMade() throws {
        _ = TapTarget.movedSelector
        let target = SpecialTapTarget()
        let result = try NSSelectorFromString("moved:by:").invoke(on: target, with: [NSString(string: "x"), 2]).get()
        #expect(result as? Double == 4)
        #expect(target.responds(to: Selector("moved:by:")))
        #expect(!target.responds(to: Selector("noSuchMethod:")))
        #expect(!Bystander().responds(to: "moved:by:"))
    }

    @Test("Equality and hashing go by name only; the description is the name")
    func equality() {
        let made = TapTarget.tappedSelector
        let named: Selector = "tapped:"
        #expect(made == named)
        #expect(Set([made, named]).count == 1)
        #expect(made.description == "tapped:")
        #expect(NSStringFromSelector(made) == "tapped:")
        #expect(Selector("a") != Selector("b"))
    }

    @Test("An unknown selector fails with a message naming the class and what to do")
    func unrecognized() {
        let result = Selector("frobnicate:").invoke(on: TapTarget(), with: [])
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error == .unrecognized(selector: "frobnicate:", className: "TapTarget"))
        #expect(error.description.contains("-[TapTarget frobnicate:]: unrecognized selector"))
        #expect(error.description.contains("#selector"))
    }

    @Test("A selector of another class fails as a target mismatch")
    func targetMismatch() {
        let result = TapTarget.labelSelector.invoke(on: Bystander(), with: [])
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error == .targetMismatch(selector: "label", expectedClass: "TapTarget", actualClass: "Bystander"))
        #expect(error.description.contains("is not TapTarget or a subclass of it"))
    }

    @Test("Arguments that do not fit leave the method uncalled and say which types were given")
    func argumentMismatch() {
        let target = TapTarget()
        let result = TapTarget.movedSelector.invoke(on: target, with: [NSString(string: "x"), "not a number"])
        #expect(target.calls.isEmpty)
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error == .argumentMismatch(selector: "moved:by:", className: "TapTarget", argumentTypes: ["NSString", "String"]))
        #expect(error.description.contains("do not fit"))
        let missing = TapTarget.movedSelector.invoke(on: target, with: [NSString(string: "x")])
        #expect(throws: SelectorError.self) { try missing.get() }
    }

    @Test("Numbers convert to the parameter's numeric type, as NSNumber bridging does")
    func numbers() throws {
        let target = TapTarget()
        let result = try TapTarget.movedSelector.invoke(on: target, with: [NSString(string: "x"), 3]).get()
        #expect(result as? Double == 6)
    }

    @Test("perform(_:) returns objects, records unknown selectors as issues and calls nothing")
    func perform() {
        let target = TapTarget()
        let (label, issues) = ObjCRuntimeIssues.collecting { target.perform(TapTarget.labelSelector)?.takeUnretainedValue() }
        #expect((label as? NSString) == "label")
        #expect(issues.isEmpty)
        _ = TapTarget.tappedSelector
        target.perform(Selector("tapped:"), with: "sender")
        target.perform(TapTarget.movedSelector, with: NSString(string: "a"), with: 0.5)
        #expect(target.calls == ["tapped:sender", "moved:a:0.5"])
        let (missing, missingIssues) = ObjCRuntimeIssues.collecting { target.perform(Selector("nothingHere")) }
        #expect(missing == nil)
        #expect(missingIssues.count == 1)
        #expect(missingIssues.first?.contains("unrecognized selector") == true)
    }
}
