import ObjectiveC
import Testing

@Suite("Runtime issues")
struct RuntimeIssuesTests {
    @Test("Issues reported inside collecting(_:) stay there, in order; others reach the process-wide log")
    func collecting() {
        let marker = "marker-\(UInt64.random(in: 0...UInt64.max))"
        let ((), inside) = ObjCRuntimeIssues.collecting {
            ObjCRuntimeIssues.report("first")
            ObjCRuntimeIssues.report("second")
        }
        #expect(inside == ["first", "second"])
        ObjCRuntimeIssues.report(marker)
        #expect(ObjCRuntimeIssues.drain().contains(marker))
    }

    @Test("The optional-requirement error names the requirement")
    func optionalRequirement() {
        let error = OptionalRequirementUnimplemented("CardDelegate.height(for:)")
        #expect(error.description == "CardDelegate.height(for:) is an optional requirement that this conforming type does not implement.")
    }
}
