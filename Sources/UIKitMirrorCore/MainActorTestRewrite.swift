import SwiftSyntax

/// The edits that let a synchronous main-actor XCTest method run under SwiftPM on Linux.
///
/// SwiftPM on Linux lists a test target's XCTest methods in a generated file compiled in
/// Swift 5 mode. For a synchronous method isolated to the main actor (in a `@MainActor`
/// test class, or marked `@MainActor` itself), the list it builds has the method's type with
/// the main actor dropped, and the runtime cast that builds it traps before any test runs
/// ("Could not cast value of type '(T) -> @MainActor () -> ()'"). XCTest runs test methods on
/// the main thread, so the mirror renames such a method, keeping its body and isolation, and
/// adds a `nonisolated` test method of the original name after it, on the same line, that
/// calls it on the main actor it is already on:
///
/// ```swift
/// @MainActor final class CardTests: XCTestCase {
///     func testTitle() {                 // → func _mirror_CardTests_testTitle() {
///         XCTAssertEqual(card.title, "") // →     XCTAssertEqual(card.title, "")
///     }                                  // → }; nonisolated func testTitle() { nonisolated(unsafe) let _mirrorTest = self;
///                                        //     MainActor.assumeIsolated { _mirrorTest._mirror_CardTests_testTitle() } }
/// }
/// ```
///
/// (`self` is not `Sendable`, so Swift 6 would not let the forwarder hand it to the main
/// actor; XCTest created it on the main thread and runs it there.) A throwing test forwards
/// with `try`; `override` and access modifiers move to the forwarder. `async` tests,
/// `setUp`/`tearDown` and methods that are not tests are left alone.
enum MainActorTestRewrite {
    /// The name of XCTest's test case class, as a superclass is written.
    static let testCaseClassNames: Set<String> = ["XCTestCase", "XCTest.XCTestCase"]

    /// Whether `function`, a member of `owner` (a class of the module, or a class it extends),
    /// is a synchronous main-actor test method that SwiftPM's list of tests would trap on.
    static func applies(to function: FunctionDeclSyntax, owner: IndexedType, index: ModuleIndex) -> Bool {
        let lineage = index.lineage(of: owner)
        guard owner.kind == .class, let root = lineage.last?.superclassName, testCaseClassNames.contains(root),
              function.name.text.hasPrefix("test"), function.body != nil, function.genericParameterClause == nil,
              function.signature.parameterClause.parameters.isEmpty, function.signature.returnClause == nil,
              function.signature.effectSpecifiers?.asyncSpecifier == nil,
              function.signature.effectSpecifiers?.throwsClause?.type == nil else { return false }
        let modifiers = Set(function.modifiers.map { $0.name.text })
        guard modifiers.isDisjoint(with: ["static", "class", "nonisolated"]) else { return false }
        let attributes = Attributes.names(in: function.attributes)
        return attributes.contains("MainActor") || lineage.contains(where: \.isMainActor)
    }

    /// Renames the test method of `owner` (dropping `override` and its access, which go to the
    /// forwarder) and appends the `nonisolated` forwarder after its closing brace.
    static func rewrite(_ function: FunctionDeclSyntax, owner: IndexedType, edits: inout SourceEdits) {
        guard let body = function.body else { return }
        let name = function.name.text
        let implementation = "_mirror_" + owner.name.replacingOccurrences(of: ".", with: "_") + "_" + name
        var forwarded: [String] = []
        for modifier in function.modifiers where modifier.name.text == "override" || AccessLevel.isAccessModifier(modifier) {
            forwarded.append(modifier.trimmedDescription)
            edits.remove(modifier)
        }
        edits.replace(function.name, with: implementation)
        let throwing = function.signature.effectSpecifiers?.throwsClause != nil
        let call = throwing
            ? "try MainActor.assumeIsolated { try _mirrorTest.\(implementation)() }"
            : "MainActor.assumeIsolated { _mirrorTest.\(implementation)() }"
        let forwarder = "; " + (forwarded + ["nonisolated", "func"]).joined(separator: " ")
            + " \(name)()\(throwing ? " throws" : "") { nonisolated(unsafe) let _mirrorTest = self; \(call) }"
        edits.insert(forwarder, at: body.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}
