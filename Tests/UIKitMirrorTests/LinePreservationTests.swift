import Foundation
import Testing
import UIKitMirrorCore

@Suite("Line preservation")
struct LinePreservationTests {
    /// Every source the other suites rewrite, and the fixtures.
    static func inputs() throws -> [(name: String, sources: [String])] {
        var inputs: [(String, [String])] = []
        inputs += AttributeRewriteTests.cases.map { ("attribute: \($0.0)", [$0.0]) }
        inputs += AttributeRewriteTests.conditions.map { ("condition: \($0.0)", [$0.0]) }
        inputs += SelectorRewriteTests.forms.map { form in
            ("selector: \(form.0)", [SelectorRewriteTests.card.replacingOccurrences(of: "SELECTOR", with: form.0)])
        }
        inputs += SelectorRewriteTests.keyPaths.map { ("keyPath: \($0.0)", ["let k = \($0.0)"]) }
        inputs += OptionalRequirementTests.calls.map { call in
            ("call: \(call.0)", ["func f() {\n    \(call.0)\n}", OptionalRequirementTests.delegate])
        }
        inputs.append(("optional requirements", [OptionalRequirementTests.delegate]))
        inputs.append(("designables", [DesignablesTests.card, DesignablesTests.badge]))
        inputs.append(("multi-line selector", ["class Card {\n    @objc func tap() {}\n    let s = #selector(\n        tap\n    )\n}"]))
        inputs.append(("multi-line keyPath", ["let k = #keyPath(\n    Card.layer\n)\n"]))
        inputs.append(("multi-line attribute", ["class A {\n    @objc(\n        renamed\n    ) func f() {}\n}"]))
        inputs.append(("unparseable", ["class Broken {\n    func f( {\n    @objc func g() {}\n"]))
        inputs.append(("optional property", ["@objc protocol P {\n    @objc optional var title: String {\n        get\n    }\n}"]))
        inputs.append(("Interface Builder members", [InterfaceBuilderMembersTests.controller, InterfaceBuilderMembersRunTests.card]))
        inputs.append(("overrides in extensions", [
            "class Card: UIControl {\n    var a = 1 }\n\nextension Card {\n    override var isHighlighted: Bool {\n"
                + "        willSet { a = 2 }\n        didSet { a = 3 }\n    }\n}\n",
            "extension Card {\n    #if DEBUG\n    override func layoutSubviews(\n        ) {}\n    #endif\n}\n",
        ]))
        let fixtures = try MirrorTestSupport.fixtureSources()
        inputs.append(("fixtures", fixtures.map(\.text)))
        return inputs
    }

    @Test("Every rewritten file has the original's line count, and every line no edit touched is the original's")
    func linesKept() throws {
        for input in try Self.inputs() {
            let sources = input.sources.enumerated().map { MirrorSource(path: "/team/File\($0.offset).swift", text: $0.element) }
            for (source, file) in zip(sources, UIKitMirror(sources: sources).mirroredFiles()) {
                let original = source.text.split(separator: "\n", omittingEmptySubsequences: false)
                // Forwarders inserted into class bodies sit between #sourceLocation directives.
                let section = file.insertedText.reduce(file.rewrittenSection) { $0.replacingOccurrences(of: $1, with: "") }
                let rewritten = section.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(rewritten.count == original.count, "\(input.name): line count")
                for (number, (before, after)) in zip(original, rewritten).enumerated() where !file.editedLines.contains(number + 1) {
                    #expect(before == after, "\(input.name): line \(number + 1) changed without an edit")
                }
            }
        }
    }

    @Test("The mirror places the original's line 1 right after #sourceLocation(file:line: 1)")
    func header() {
        let file = MirrorTestSupport.mirror("let a = 1\nlet b = 2\n")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "#sourceLocation(file: \"\(MirrorTestSupport.path)\", line: 1)")
        #expect(lines[3] == "let a = 1")
        #expect(lines[5] == "#sourceLocation()")
    }
}
