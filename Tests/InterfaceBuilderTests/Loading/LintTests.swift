import CoreGraphics
import Foundation
import InterfaceBuilder
import Testing
import UIKit

/// Each lint rule on the document built to trip it (Fixtures/Lint.md): the finding names the
/// rule or the fault, the document and what to do; the document is still made.
@MainActor
@Suite("Interface Builder lint")
struct LintTests {
    /// What loading `name` (a xib with no owner, or a storyboard's scenes) and the canvas's
    /// checks report.
    static func findings(_ name: String) throws -> [String] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
        let document = try InterfaceBuilderCanvas.document(at: url, module: "DesignSystem")
        let diagnostics = RenderDiagnostics()
        diagnostics.collect {
            for item in InterfaceBuilderCanvas.items(of: document) {
                if document.isStoryboard {
                    _ = InterfaceBuilderCanvas.makeController(document, id: item.id)
                } else {
                    _ = InterfaceBuilderCanvas.makeView(document, id: item.id)
                }
            }
        }
        return diagnostics.issues
    }

    static func expectOne(_ findings: [String], containing parts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let matching = findings.filter { finding in parts.allSatisfy { finding.contains($0) } }
        #expect(matching.count >= 1, "no finding with \(parts) in \(findings)", sourceLocation: sourceLocation)
    }

    @Test("Unknown custom class: named with the module, drawn as UIView")
    func unknownClass() throws {
        Self.expectOne(try Self.findings("Lint-UnknownCustomClass.xib"),
                       containing: ["Lint-UnknownCustomClass.xib", "RoundedCardView", "was not found", "\"DesignSystem\"", "drawn as UIView"])
    }

    @Test("Misplaced view: stored (40, 60) but placed at (16, 16)")
    func misplaced() throws {
        Self.expectOne(try Self.findings("Lint-MisplacedView.xib"),
                       containing: ["[misplaced-view]", "LMV-vw-box", "(40, 60, 100, 100)", "(16, 16, 100, 100)"])
    }

    @Test("Ambiguous layout: the view with no vertical position")
    func ambiguous() throws {
        Self.expectOne(try Self.findings("Lint-AmbiguousLayout.xib"), containing: ["[ambiguous-layout]", "LAL-vw-box"])
    }

    @Test("Conflicting required constraints: the layout engine names the constraint it breaks")
    func conflicting() throws {
        let findings = try Self.findings("Lint-ConflictingConstraints.xib")
        Self.expectOne(findings, containing: ["[conflicting-constraints]", "Lint-ConflictingConstraints.xib", "width"])
    }

    @Test("Duplicate constraints: the second names the line of the first")
    func duplicate() throws {
        let findings = try Self.findings("Lint-DuplicateConstraints.xib")
        Self.expectOne(findings, containing: ["[duplicate-constraint]", "Lint-DuplicateConstraints.xib", "repeats the one on line"])
        #expect(findings.filter { $0.contains("[duplicate-constraint]") }.count == 1)
    }

    @Test("Missing image and named color are reported by name")
    func missingResources() throws {
        let image = try Self.findings("Lint-MissingImage.xib")
        Self.expectOne(image, containing: ["\"sakura\"", "no asset catalog"])
        Self.expectOne(try Self.findings("Lint-MissingNamedColor.xib"), containing: ["\"Accent\"", "not in an asset catalog"])
    }

    @Test("An outlet to a property the owner does not have, and an action to a method it does not have")
    func outletsAndActions() throws {
        let bundle = try NibInstantiationTests.fixtures
        for (name, parts) in [("Lint-OutletToMissingProperty", ["outlet \"subtitleLabel\"", "could not be set"]),
                              ("Lint-ActionToMissingMethod", ["action \"bookTapped:\"", "is not a method of UIViewController"])] {
            let diagnostics = RenderDiagnostics()
            let owner = UIViewController(nibName: nil, bundle: nil)
            let objects = diagnostics.collect { UINib(nibName: name, bundle: bundle).instantiate(withOwner: owner) }
            #expect(!objects.isEmpty)
            Self.expectOne(diagnostics.issues, containing: ["\(name).xib"] + parts)
        }
    }

    @Test("A storyboard without an initial controller")
    func noInitialController() throws {
        Self.expectOne(try Self.findings("Lint-NoInitialViewController.storyboard"),
                       containing: ["[no-initial-controller]", "Lint-NoInitialViewController.storyboard"])
    }

    @Test("A stack view's background color in a document for iOS 9")
    func stackBackground() throws {
        Self.expectOne(try Self.findings("Lint-StackViewBackground.xib"), containing: ["[stack-view-background]", "iOS 9.0"])
    }

    @Test("Documents without the faults give none of these findings")
    func cleanDocument() throws {
        let findings = try Self.findings("Frames.xib")
        #expect(findings.filter { $0.contains("[") && $0.contains("]") }.isEmpty, "\(findings)")
    }
}
