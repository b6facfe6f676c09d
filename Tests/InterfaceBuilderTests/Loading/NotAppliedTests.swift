import CoreGraphics
import Foundation
import InterfaceBuilder
import Testing
import UIKit

/// What a document asks for and the loading does not apply is named, element by element,
/// in the render's warnings; what it applies is not (Fixtures/NotApplied.xib).
@MainActor
@Suite("What a document asks for and is not applied")
struct NotAppliedTests {
    /// The messages a render that made NotApplied.xib's view reports at its end.
    static func messages() throws -> (issues: [String], view: UIView?) {
        let url = try #require(Bundle.module.url(forResource: "NotApplied.xib", withExtension: nil, subdirectory: "Fixtures"))
        let document = try InterfaceBuilderCanvas.document(at: url, module: "InterfaceBuilderTests")
        let diagnostics = RenderDiagnostics()
        let view = diagnostics.collect { () -> UIView? in
            let view = InterfaceBuilderCanvas.makeView(document, id: "NAP-vw-root")
            NibUsage.reportUnapplied()
            return view
        }
        return (diagnostics.issues.filter { $0.contains("not applied on Linux") }, view)
    }

    @Test("An attribute the loading does not apply is named with its element, id, line and value")
    func attributeNamed() throws {
        let (issues, _) = try Self.messages()
        let tightened = issues.filter { $0.contains("\"NAP-lb-tgt\"") }
        #expect(tightened.count == 1, "\(issues)")
        #expect(tightened.first?.contains("<label> \"NAP-lb-tgt\" (line 23)") == true, "\(tightened)")
        #expect(tightened.first?.contains("adjustsLetterSpacingToFitWidth=\"YES\"") == true, "\(tightened)")
    }

    @Test("A child element the loading does not apply is named with its key and line")
    func elementNamed() throws {
        let (issues, _) = try Self.messages()
        let symbol = issues.filter { $0.contains("\"NAP-iv-sym\"") }
        #expect(symbol.count == 1, "\(issues)")
        #expect(symbol.first?.contains("<preferredSymbolConfiguration key=\"preferredSymbolConfiguration\"> (line 33)") == true, "\(symbol)")
    }

    @Test("What is applied, or only shapes Interface Builder's canvas, is not listed")
    func appliedNotListed() throws {
        let (issues, view) = try Self.messages()
        #expect(issues.count == 2, "\(issues)")
        #expect(!issues.contains { $0.contains("NAP-lb-all") || $0.contains("NAP-vw-root") || $0.contains("NAP-tf-pwd") }, "\(issues)")
        // The text field's traits were applied: its text shows as dots.
        let field = try #require(view?.subviews.compactMap { $0 as? UITextField }.first)
        #expect(field.isSecureTextEntry)
    }

    @Test("Segues (embed, control-triggered, unwind) and empty elements are applied, not listed")
    func seguesApplied() throws {
        let url = try #require(Bundle.module.url(forResource: "LoaderScenes.storyboard", withExtension: nil, subdirectory: "Fixtures"))
        let document = try InterfaceBuilderCanvas.document(at: url, module: "InterfaceBuilderTests")
        let diagnostics = RenderDiagnostics()
        diagnostics.collect {
            _ = InterfaceBuilderCanvas.makeController(document, id: "main-vc-001")
            NibUsage.reportUnapplied()
        }
        let listed = diagnostics.issues.filter { $0.contains("not applied on Linux") }
        #expect(!listed.contains { $0.contains("<segue>") || $0.contains("<toolbarItems>") }, "\(listed)")
    }

    @Test("Outside a render nothing is recorded, and loading still works")
    func outsideRender() throws {
        let bundle = try NibInstantiationTests.fixtures
        let objects = UINib(nibName: "NotApplied", bundle: bundle).instantiate(withOwner: nil)
        let root = try #require(objects.first as? UIView)
        #expect(root.subviews.count == 4)
    }
}

/// Documents from before iOS 11 constrain views to their controller's top and bottom layout
/// guides, which end at the safe area.
@MainActor
@Suite("A controller's top and bottom layout guides")
struct ControllerLayoutGuideTests {
    @Test("LegacyGuides.storyboard on an iPhone 8: the stored frames, under the status bar and above the bottom")
    func legacyGuides() throws {
        let bundle = try NibInstantiationTests.fixtures
        try DocumentLayout.iPhone8 {
            let controller = try #require(UIStoryboard(name: "LegacyGuides", bundle: bundle).instantiateInitialViewController())
            let window = DocumentLayout.show(controller)
            defer { window.isHidden = true }
            let subviews = controller.view.subviews
            #expect(subviews.count == 2)
            #expect(subviews.first?.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
            #expect(subviews.last?.frame == CGRect(x: 16, y: 603, width: 343, height: 44))
            #expect(controller.view.layoutGuides.count == 2)
        }
    }
}
